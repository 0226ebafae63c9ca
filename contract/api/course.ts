// Courses' calls (spec §7 courses). Members read courses; a public course opens for anyone through
// /open-courses; editing a course needs lecturer authority (the owner, admins and lecturers).
import { string, type } from '../struct';
import {
  Course, CourseInput, CourseList, CourseListQuery, CourseMessageList, CoursePostAction, CourseSettingsInput, CourseTagList,
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
  unfavor: call({ method: 'POST', path: '/courses/:id/unfavor', access: 'member', summary: "Takes the course out of the caller's favourites", response: FavorResult }),
};
