// Check-in tasks (issue 11 point 8): other features link to them by route (linkTo('group-checkin', {group})); the screens are reached through the screen table only.
export type { CheckinActivity } from '../../../contract/checkin';
