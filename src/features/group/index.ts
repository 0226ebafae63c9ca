export { groupConfig, groupPublic, groupSettings, loadGroup, visitedGroups, forgetVisit, VISITED_LIMIT } from './model';
export type { VisitedGroup } from './model';
export { groupResource } from './resource';
export type { ResourceState } from './resource';
export type { GroupConfig, GroupPublic, GroupSettings } from './schemas';
