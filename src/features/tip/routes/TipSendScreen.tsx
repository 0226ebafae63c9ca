import { useRoute } from 'preact-iso';
import { TipSendForm } from '../components/TipSendForm';

export default function TipSendScreen() {
  const { params, query } = useRoute();
  return <TipSendForm group={params.group} to={query.to || null} />;
}
