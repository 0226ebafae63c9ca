import { invalidateList } from '../../lib/lists';
import { groupResource, keyedResource } from '../../lib/resource';
import type { InfinitePage } from '../../lib/pager';
import {
  CHECKIN_PAGE_SIZE,
  type CheckinActivity, type CheckinActivityDetail, type CheckinActivityInput, type CheckinActivityPatch, type CheckinMe, type CheckinPost,
  type CheckinPostInput,
} from '../../../contract/checkin';
import {
  createCheckinActivity, deleteCheckinActivity, fetchCheckinActivities, fetchCheckinActivity, fetchCheckinCsv, fetchCheckinPosts,
  fetchCheckinStatistics, joinCheckinActivity, patchCheckinActivity, postCheckin, postCheckinQualify, putCheckinOnline,
  quitCheckinActivity, uploadCheckinImage,
} from './api';
import { saveFile } from '../../lib/saveFile';

/** The group's tasks: the list screen. */
export const checkinActivities = groupResource((group) => fetchCheckinActivities(group).then((answer) => answer.activities));

/** A task with the caller's standing (streak, calendar periods, what they may do), by id. */
export const checkinDetail = keyedResource(fetchCheckinActivity);

/** A task's statistics (admins), by id. */
export const checkinStatistics = keyedResource(fetchCheckinStatistics);

/** Joined tasks first, each group in the server's order (newest first). */
export function sortCheckinActivities(activities: readonly CheckinActivity[]): CheckinActivity[] {
  return activities.filter((a) => a.me.joined).concat(activities.filter((a) => !a.me.joined));
}

/** Puts a changed task back: the task page keeps its caller's standing, the list is read again when next shown. */
function landActivity(group: string, activity: CheckinActivity): CheckinActivity {
  const loaded = checkinDetail.of(group, activity.activity_id).data;
  if (loaded) checkinDetail.put(group, activity.activity_id, { ...activity, me: loaded.me });
  checkinActivities.clear(group);
  return activity;
}

function landMe(group: string, id: string, me: CheckinMe): void {
  const loaded = checkinDetail.of(group, id).data;
  if (loaded) checkinDetail.put(group, id, { ...loaded, me });
  checkinActivities.clear(group);
}

/** One page of a task's check-ins, newest first. */
export function loadCheckinPostPage(group: string, id: string, offset: number): Promise<InfinitePage<CheckinPost>> {
  return fetchCheckinPosts(group, id, offset).then(({ posts }) => ({ items: posts, ended: posts.length < CHECKIN_PAGE_SIZE }));
}

/** Creates a task, or saves the fields of one that changed. */
export function saveCheckinActivity(group: string, input: CheckinActivityInput | CheckinActivityPatch, id?: string): Promise<CheckinActivity> {
  const saving = id ? patchCheckinActivity(group, id, input) : createCheckinActivity(group, input as CheckinActivityInput);
  return saving.then((saved) => landActivity(group, saved));
}

export function removeCheckinActivity(group: string, id: string): Promise<void> {
  return deleteCheckinActivity(group, id).then(() => {
    checkinDetail.clear(group);
    checkinActivities.clear(group);
  });
}

export function setCheckinOnline(group: string, id: string, online: boolean): Promise<CheckinActivity> {
  return putCheckinOnline(group, id, online).then((saved) => landActivity(group, saved));
}

export function setCheckinQualifyCount(group: string, id: string, count: number): Promise<CheckinActivity> {
  return postCheckinQualify(group, id, count).then((saved) => {
    checkinStatistics.clear(group);
    landActivity(group, saved);
    // Who qualifies changes with the rule: the caller's standing is read again.
    return checkinDetail.reload(group, id).then(() => saved);
  });
}

export function joinCheckin(group: string, id: string): Promise<CheckinActivityDetail> {
  return joinCheckinActivity(group, id).then((detail) => {
    checkinDetail.put(group, id, detail);
    checkinActivities.clear(group);
    return detail;
  });
}

/** Leaves a task (the check-ins stay); the task is read again for the new standing. */
export function quitCheckin(group: string, id: string): Promise<void> {
  return quitCheckinActivity(group, id).then(() => {
    checkinActivities.clear(group);
    return checkinDetail.reload(group, id);
  });
}

/** Posts a check-in (a patch when `period` names a past one); the answer's standing replaces the loaded one. */
export function sendCheckin(group: string, id: string, input: CheckinPostInput): Promise<CheckinPost> {
  return postCheckin(group, id, input).then(({ post, me }) => {
    landMe(group, id, me);
    invalidateList(group, checkinPostListName(id));
    return post;
  });
}

/** The list name (lib/resource listVersion) of a task's check-in feed, read again after a check-in. */
export const checkinPostListName = (id: string) => `checkin-posts:${id}`;

/** Uploads one picked image; resolves with its attachment id. */
export function uploadCheckinPicture(group: string, file: File): Promise<string> {
  return uploadCheckinImage(group, file).then((attachment) => attachment.attachment_id);
}

/** Downloads a task's statistics as `checkin-{id}.csv`. */
export function downloadCheckinCsv(group: string, id: string): Promise<void> {
  return fetchCheckinCsv(group, id).then((blob) => saveFile(blob, `checkin-${id}.csv`));
}
