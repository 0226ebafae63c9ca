// The feature's screens by the route that shows them, for the screen table (src/app/screens.ts).
import ConversationScreen from './routes/ConversationScreen';

export const screens = {
  'group-conversation': ConversationScreen,
};
