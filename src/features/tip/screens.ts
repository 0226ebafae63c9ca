// The feature's screens by the route that shows them, for the screen table (src/app/screens.ts):
// one lazy import for them all, since they share the feature's chunk anyway.
import TipRankScreen from './routes/TipRankScreen';
import TipSendScreen from './routes/TipSendScreen';

export const screens = {
  'group-tip-send': TipSendScreen,
  'group-tip-rank': TipRankScreen,
};
