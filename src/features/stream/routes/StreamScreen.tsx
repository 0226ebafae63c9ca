import { useRoute } from 'preact-iso';
import { StreamPage } from '../components/StreamPage';

/** group-stream and group-streaming (§2): one screen; it shows the live stream whenever there is one. */
export default function StreamScreen() {
  const { params } = useRoute();
  return <StreamPage group={params.group} />;
}
