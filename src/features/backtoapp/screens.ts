// The feature's screens by the route that shows them, for the screen table (src/app/screens.ts):
// one lazy import for them all, since they share the feature's chunk anyway.
import BackToAppScreen from './routes/BackToAppScreen';

export const screens = {
  'group-back-to-app': BackToAppScreen,
};
