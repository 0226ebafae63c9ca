import { useRoute } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { AuthCallbackView } from '../components/AuthCallbackView';

/**
 * `group-auth-talkee-callback` (§2): Talkee, a third-party comment service, is not one of this
 * product's outside parties, so there is no Talkee sign-in to finish and any code it sends is
 * ignored. The page is the one a failed sign-in shows, saying this sign-in is not offered, with
 * the group's own sign-in and the way home (never the 404 page: the spec names the route).
 */
export default function TalkeeCallbackScreen() {
  const { params } = useRoute();
  return <AuthCallbackView group={params.group} error={t('auth:callback.talkee_unsupported')} retryText={t('auth:callback.sign_in')} />;
}
