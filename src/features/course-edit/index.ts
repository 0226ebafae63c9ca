// What other features may use from the course editor.
/** Mount on the course list (new course, albums, drafts) or a course page (its editor); needs the `course_edit` namespace. */
export { CourseEditEntry } from './components/CourseEditEntry';
export { searchCourses } from './api';
