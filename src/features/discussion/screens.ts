// The feature's screens by the route that shows them, for the screen table (src/app/screens.ts):
// one lazy import for them all, since they share the feature's chunk anyway.
import DiscussionEditScreen from './routes/DiscussionEditScreen';
import DiscussionScreen from './routes/DiscussionScreen';
import DiscussionsScreen from './routes/DiscussionsScreen';

export const screens = {
  'group-discussions': DiscussionsScreen,
  'group-discussions-post': DiscussionEditScreen,
  'group-discussions-id': DiscussionScreen,
  'group-discussions-id-edit': DiscussionEditScreen,
};
