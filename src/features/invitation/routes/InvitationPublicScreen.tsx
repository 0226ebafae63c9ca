import { useRoute } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { InvitationPublicList } from '../components/InvitationPublicList';
import './InvitationPublicScreen.css';

/** `group-invitations-public`: codes anyone may take, linked from the join screen when offered. */
export default function InvitationPublicScreen() {
  const { params } = useRoute();
  return (
    <div class="invitation-public-screen">
      <p class="invitation-public-screen__intro">{t('invitation:public.intro')}</p>
      <InvitationPublicList group={params.group} />
    </div>
  );
}
