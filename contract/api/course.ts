// Courses' calls (spec §7 courses). Members read courses; a public course opens for anyone through
// /open-courses; editing a course needs lecturer authority (the owner, admins and lecturers).
import { string, type } from '../struct';
import {
  Course, CourseInProgressList, CourseInput, CourseProgress, LessonDoneInput, LessonPositionInput, LessonProgress, CourseList, CourseListQuery, CourseMessageList, CoursePostAction, CourseSettingsInput, CourseTagList,
  FavorResult,
} from '../course';
import { call } from './call';

/** POST /courses/{id}/post/{action}'s path: the action is one of the course's post actions. */
export const CoursePostParams = type({ id: string(), action: CoursePostAction });

export const courseCalls = {
  list: call({ method: 'GET', path: '/courses/', access: 'member', summary: "A page of the group's courses (published by default; drafts or all for lecturers), searched, tagged and sorted; with which of them are unfinished", query: CourseListQuery, response: CourseList }),
  tags: call({ method: 'GET', path: '/course-tags/', access: 'member', summary: "The group's course tags, each with how many courses carry it", response: CourseTagList }),
  get: call({ method: 'GET', path: '/courses/:id', access: 'member', summary: "One course as the caller sees it (favoured, paid for)", response: Course }),
  messages: call({ method: 'GET', path: '/courses/:id/messages', access: 'member', summary: "A course's messages, in order, for a caller who may see them (free, paid for, or staff)", response: CourseMessageList }),
  openGet: call({ method: 'GET', path: '/open-courses/:id', access: 'guest', summary: 'A public course for anyone, no login needed; others answer 100461 (join first)', response: Course }),
  openMessages: call({ method: 'GET', path: '/open-courses/:id/messages', access: 'guest', summary: "A public course's messages for anyone (a charged one needs login and payment)", response: CourseMessageList }),
  finish: call({ method: 'POST', path: '/courses/:id/finish', access: 'lecturer', summary: 'Marks a published course finished; answers the course', response: Course }),
  update: call({ method: 'PUT', path: '/courses/:id', access: 'lecturer', summary: "A course's title, description, poster, tags, times, price and settings", body: CourseInput, response: Course }),
  settings: call({ method: 'PUT', path: '/courses/:id/settings', access: 'lecturer', summary: "Changes only the settings sent (comments, downloads, public, price); recorded as a group event", body: CourseSettingsInput, response: Course }),
  post: call({ method: 'POST', path: '/courses/:id/post/:action', access: 'lecturer', summary: 'Publishes a draft (publish) or takes a course back to draft (draft); recorded as a group event', params: CoursePostParams, response: Course }),
  favor: call({ method: 'POST', path: '/courses/:id/favor', access: 'member', summary: "Adds the course to the caller's favourites", response: FavorResult }),
  progress: call({ method: 'GET', path: '/courses/:id/progress', access: 'member', summary: "The caller's progress in a course they may watch: each lesson's last position and done mark, and the lesson last played", response: CourseProgress }),
  savePosition: call({ method: 'PUT', path: '/courses/:id/lessons/:message/position', access: 'member', summary: "Keeps where the caller is in a lesson (bounded by its duration); played to 90 % or to its end, the lesson is done, and a done lesson stays done", body: LessonPositionInput, response: LessonProgress }),
  markDone: call({ method: 'PUT', path: '/courses/:id/lessons/:message/done', access: 'member', summary: 'Marks a lesson done or not done by hand', body: LessonDoneInput, response: LessonProgress }),
  inProgress: call({ method: 'GET', path: '/course-progress/', access: 'member', summary: "The caller's courses in progress (some progress, not every lesson done), last played first, each with its next lesson", response: CourseInProgressList }),
  unfavor: call({ method: 'POST', path: '/courses/:id/unfavor', access: 'member', summary: "Takes the course out of the caller's favourites", response: FavorResult }),
};
