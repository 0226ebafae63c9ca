export { applyLiveState, groupAdminSettings, groupConfig, groupPublic, groupSettings, loadGroup, saveGroupSettings, saveGroupSwitch, visitedGroups, forgetVisit, VISITED_LIMIT } from './model';
export type { VisitedGroup } from './model';
export { GroupAdminLoad } from './components/GroupAdminLoad';
export type { GroupSettingsPatch, GroupSwitches } from './api';
export type { GroupAdminSettings, GroupConfig, GroupFiatRate, GroupProductPrice, GroupPublic, GroupSettings } from '../../../contract/group';
