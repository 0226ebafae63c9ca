// Profit (issue 13 point 4): reached by route only (the me screen links to group-profit).
export type { ProfitRecord, ProfitState, ProfitUserStatus } from '../../../contract/profit';
