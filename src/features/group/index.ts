export { applyLiveState, groupAdminSettings, groupConfig, groupPublic, groupSettings, loadGroup, unknownGroup, visitedGroups, forgetVisit, VISITED_LIMIT } from './model';
export type { VisitedGroup } from './model';
export type { GroupSettingsPatch, GroupSwitches } from './api';
export type { GroupAdminSettings, GroupConfig, GroupFiatRate, GroupProductPrice, GroupPublic, GroupSettings } from '../../../contract/group';
