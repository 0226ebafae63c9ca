import { useRoute } from 'preact-iso';
import { LuckycoinSendForm } from '../components/LuckycoinSendForm';

/** §2 luckycoin/pack: send a lucky-coin pack to the group. */
export default function LuckycoinSendScreen() {
  const { params } = useRoute();
  return <LuckycoinSendForm group={params.group} />;
}
