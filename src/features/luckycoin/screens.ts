// The feature's screens by the route that shows them, for the screen table (src/app/screens.ts):
// one lazy import for them all, since they share the feature's chunk anyway.
import LuckycoinPackScreen from './routes/LuckycoinPackScreen';
import LuckycoinSendScreen from './routes/LuckycoinSendScreen';

export const screens = {
  'group-luckycoin-pack': LuckycoinSendScreen,
  'group-luckycoin-id': LuckycoinPackScreen,
};
