// The feature's screens by the route that shows them, for the screen table (src/app/screens.ts):
// one lazy import for them all, since they share the feature's chunk anyway.
import StartScreen from './routes/StartScreen';

export const screens = {
  'index': StartScreen,
  // §2 "index and fp": the front page is the same screen (an alias, the URL stays #/fp).
  'fp': StartScreen,
};
