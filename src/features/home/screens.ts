// The feature's screens by the route that shows them, for the screen table (src/app/screens.ts):
// one lazy import for them all, since they share the feature's chunk anyway.
import HomeScreen from './routes/HomeScreen';

export const screens = {
  'group': HomeScreen,
  'group-home': HomeScreen,
  // The group's public page: the home, which shows a guest the header, price and the way to join.
  'group-public': HomeScreen,
};
