export { CourseCard, type CourseCardProps } from './components/CourseCard';
export { CourseLatest } from './components/CourseLatest';
export { CourseContinue } from './components/CourseContinue';
export { isPlayable, isVideoLink, playerKind, sortMessages, type PlayerKind } from './messages';
export { fetchCourses } from './api';
export { courseTags, latestCourses } from './model';
