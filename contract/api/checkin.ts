// Check-in tasks' calls (spec §7, issue 11 point 8). Members and staff read, join and post; owner
// and admins manage tasks and see the statistics. Fixed paths (join, quit) are declared before the
// `:id` ones, so the server tries them first.
import { optional, type } from '../struct';
import { IdText, queryInteger } from '../bounds';
import {
  CheckinActivity, CheckinActivityDetail, CheckinActivityInput, CheckinActivityList, CheckinActivityPatch, CheckinAttachment,
  CheckinCategories, CheckinEmpty, CheckinJoinBody, CheckinPosted, CheckinPostInput, CheckinPostPage, CheckinQualifyBody,
  CheckinStatistics,
} from '../checkin';
import { call } from './call';

// type(), not object(): GET requests carry a random nonce the query must let through.
export const CheckinPageQuery = type({
  offset: optional(queryInteger()),
  limit: optional(queryInteger(1, 100)),
});
export const CheckinQuitQuery = type({ activity_id: IdText });

export const checkinCalls = {
  list: call({
    method: 'GET', path: '/checkin/activities', access: 'member', groupIdHeader: true,
    summary: 'The check-in tasks, newest first: members see the published online ones, owner and admins every one',
    response: CheckinActivityList,
  }),
  create: call({ method: 'POST', path: '/checkin/activities', access: 'admin', summary: 'A new check-in task (a draft unless published)', body: CheckinActivityInput, response: CheckinActivity }),
  join: call({ method: 'POST', path: '/checkin/activities/join', access: 'member', summary: 'Joins an open task (joining twice is joining once); answers the task in full', body: CheckinJoinBody, response: CheckinActivityDetail }),
  quit: call({ method: 'DELETE', path: '/checkin/activities/quit', access: 'member', summary: "Quits a task; the caller's check-ins stay", query: CheckinQuitQuery, response: CheckinEmpty }),
  get: call({ method: 'GET', path: '/checkin/activities/:id', access: 'member', summary: "One task with the caller's standing in full (streaks, calendar, what they may post)", response: CheckinActivityDetail }),
  update: call({ method: 'PATCH', path: '/checkin/activities/:id', access: 'admin', summary: "Changes a task's fields; its type is fixed once anyone has checked in", body: CheckinActivityPatch, response: CheckinActivity }),
  remove: call({ method: 'DELETE', path: '/checkin/activities/:id', access: 'admin', summary: 'Deletes a task with its check-ins', response: CheckinEmpty }),
  online: call({ method: 'PUT', path: '/checkin/activities/:id/online', access: 'admin', summary: 'Opens a published task to check-ins again', response: CheckinActivity }),
  offline: call({ method: 'PUT', path: '/checkin/activities/:id/offline', access: 'admin', summary: 'Takes a published task offline: members no longer see it', response: CheckinActivity }),
  post: call({
    method: 'POST', path: '/checkin/activities/:id/post', access: 'member',
    summary: 'Checks in for the current period, or patches a missed one; answers the check-in and the standing after it',
    body: CheckinPostInput, response: CheckinPosted,
  }),
  posts: call({ method: 'GET', path: '/checkin/activities/:id/posts', access: 'member', summary: "A task's check-ins, newest first, paged by offset", query: CheckinPageQuery, response: CheckinPostPage }),
  qualify: call({ method: 'POST', path: '/checkin/activities/:id/qualify', access: 'admin', summary: 'Sets how many check-ins qualify (0: no rule)', body: CheckinQualifyBody, response: CheckinActivity }),
  upload: call({
    method: 'POST', path: '/checkin/attachments', access: 'member', upload: 'file',
    summary: 'Stores one check-in image (jpeg or png by its bytes, 2 MB at most); its id goes into the check-in',
    response: CheckinAttachment,
  }),
  categories: call({ method: 'GET', path: '/checkin/statistics/categories', access: 'admin', summary: 'Tasks, participants and check-ins per task type', response: CheckinCategories }),
  statistics: call({ method: 'GET', path: '/checkin/statistics/activities/:id', access: 'admin', summary: "A task's totals, check-ins per period and per-member table", response: CheckinStatistics }),
  // The answer is the CSV file itself: no JSON `data` comes back, only an error's envelope.
  exportCsv: call({
    method: 'GET', path: '/checkin/statistics/activities/:id/exports', access: 'admin', file: 'text/csv',
    summary: "A task's per-member table as a CSV download (UTF-8 with a BOM)", response: CheckinEmpty,
  }),
};
