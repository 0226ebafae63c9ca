// The group feature's admin face: the admin sections' data and actions (issue 14 point 1), apart
// from model.ts, whose module is part of the first paint (a lazy chunk's import of an export there
// keeps that export in the entry: issue 26). Other features import these from features/group/admin.
import { groupResource } from '../../lib/resource';
import { memberSettingsOf, type GroupAdminSettings } from '../../../contract/group';
import type { GroupInfoUpdate } from '../../../contract/groupInfo';
import type { GroupSettingsPatch, GroupSwitches } from './api';
import { fetchEntryQuizzes, postGroupAvatar, putGroupInfo, updateGroupSettings } from './adminApi';
import { groupAdminSettings, groupPublic, groupSettings } from './model';

export { GroupAdminLoad } from './components/GroupAdminLoad';

/** The group's quizzes, for the entry-quiz picker; read afresh each time the section opens. */
export const entryQuizzes = groupResource(fetchEntryQuizzes);

/**
 * Saves the group's name, bio or language and puts the public info the server answers in place, so
 * the top bar and the home show the new ones at once. A refusal rejects with the server's error.
 */
export function saveGroupInfo(group: string, body: GroupInfoUpdate) {
  return putGroupInfo(group, body).then((info) => {
    groupPublic.put(group, info);
    return info;
  });
}

/** Uploads the group's new avatar (a JPEG or PNG, checked by adminRules first) and shows it at once. */
export function saveGroupAvatar(group: string, file: File) {
  return postGroupAvatar(group, file).then((info) => {
    groupPublic.put(group, info);
    return info;
  });
}

/** Puts what PUT /settings/full answered in place: every setting for the portal, the member view for the rest. */
function keepSaved(group: string, saved: GroupAdminSettings): GroupAdminSettings {
  groupAdminSettings.put(group, saved);
  groupSettings.put(group, memberSettingsOf(saved));
  return saved;
}

/**
 * Saves one admin switch and puts the settings the server answers in place, so the tabs, the entry
 * checks and every screen reading them follow at once.
 */
export function saveGroupSwitch<K extends keyof GroupSwitches>(group: string, key: K, value: GroupSwitches[K]) {
  const patch: Partial<GroupSwitches> = {};
  patch[key] = value;
  return updateGroupSettings(group, patch).then((saved) => keepSaved(group, saved));
}

/**
 * Saves any admin settings (§7 PUT /settings/full: the chat's deny words, link allow-list, thresholds…)
 * and puts what the server answers in place. A refusal rejects with the server's error, nothing changed.
 */
export function saveGroupSettings(group: string, patch: GroupSettingsPatch) {
  return updateGroupSettings(group, patch).then((saved) => keepSaved(group, saved));
}
