// The feature's screens by the route that shows them, for the screen table (src/app/screens.ts).
import BadgeDetailScreen from './routes/BadgeDetailScreen';
import BadgeScreen from './routes/BadgeScreen';
import BadgeShareScreen from './routes/BadgeShareScreen';

export const screens = {
  'group-badge': BadgeScreen,
  'group-badge-id': BadgeDetailScreen,
  'group-badge-share': BadgeShareScreen,
};
