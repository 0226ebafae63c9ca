// The feature's screens by the route that shows them, for the screen table (src/app/screens.ts):
// one lazy import for them all, since they share the feature's chunk anyway.
import CheckinEditScreen from './routes/CheckinEditScreen';
import CheckinListScreen from './routes/CheckinListScreen';
import CheckinQualifyScreen from './routes/CheckinQualifyScreen';
import CheckinStatisticsScreen from './routes/CheckinStatisticsScreen';
import CheckinTaskScreen from './routes/CheckinTaskScreen';

export const screens = {
  'group-checkin': CheckinListScreen,
  'group-checkin-create': CheckinEditScreen,
  'group-checkin-qualify': CheckinQualifyScreen,
  'group-checkin-id-edit': CheckinEditScreen,
  'group-checkin-id-preview': CheckinTaskScreen,
  'group-checkin-id-statistics': CheckinStatisticsScreen,
};
