export { applyLiveState, groupConfig, groupPublic, groupSettings, loadGroup, saveGroupSettings, saveGroupSwitch, visitedGroups, forgetVisit, VISITED_LIMIT } from './model';
export type { VisitedGroup } from './model';
export type { GroupSettingsPatch, GroupSwitches } from './api';
export type { GroupConfig, GroupFiatRate, GroupProductPrice, GroupPublic, GroupSettings } from '../../../contract/group';
