// The feature's screens by the route that shows them, for the screen table (src/app/screens.ts):
// one lazy import for them all, since they share the feature's chunk anyway.
import MeProfileScreen from './routes/MeProfileScreen';
import MeScreen from './routes/MeScreen';

export const screens = {
  'group-me': MeScreen,
  'group-me-profile': MeProfileScreen,
};
