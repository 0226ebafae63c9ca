import { useRoute } from 'preact-iso';
import { host, supportsFeature } from '../../../lib/host';
import { ChatOpenedInApp } from '../components/ChatOpenedInApp';
import { ChatRoomView } from '../components/ChatRoomView';

/** `group-conversation` (§2): the group's chat; inside the wallet app from 3.11, the app's own (§9). */
export default function ConversationScreen() {
  const { params } = useRoute();
  if (supportsFeature('conversation', host.value)) return <ChatOpenedInApp group={params.group} />;
  return <ChatRoomView group={params.group} />;
}
