export { applyLiveState, groupConfig, groupPublic, groupSettings, loadGroup, saveGroupSwitch, visitedGroups, forgetVisit, VISITED_LIMIT } from './model';
export type { VisitedGroup } from './model';
export type { GroupSwitches } from './api';
export type { GroupConfig, GroupFiatRate, GroupProductPrice, GroupPublic, GroupSettings } from '../../../contract/group';
