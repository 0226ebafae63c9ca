import { t } from '../../../lib/i18n';
import { linkTo } from '../../../lib/paths';
import { useGroupResource } from '../../../lib/resource';
import { CopyButton } from '../../../ui/CopyButton';
import { QrCode } from '../../../ui/QrCode';
import { Skeleton } from '../../../ui/Skeleton';
import { account } from '../../account';
import { joinLink, myCodes, shareCode } from '../model';
import { invitationCodesProblem } from './InvitationDisabledNotice';
import './InvitationMine.css';

/** The share page: my code and the join link carrying it, to copy or scan, and the way to the poster. */
export function InvitationShare({ group }: { group: string }) {
  const me = useGroupResource(account, group).data;
  const codes = useGroupResource(myCodes, group, true);
  const problem = invitationCodesProblem(group, me, codes);
  if (problem) return problem;
  if (!codes.data) return <Skeleton lines={3} />;
  const code = shareCode(codes.data);
  if (!code) return <p class="invitation-mine__muted">{t('invitation:share.no_code')}</p>;
  const link = joinLink(group, code);
  const poster = linkTo('group-invitations-poster', { group });
  return (
    <section class="invitation-mine__card invitation-mine__actions" aria-labelledby="invitation-share-title">
      <h2 id="invitation-share-title" class="invitation-mine__title">{t('invitation:share.title')}</h2>
      <p class="invitation-mine__muted">{t('invitation:share.intro')}</p>
      <p class="invitation-mine__code" data-testid="invitation-share-code">{code}</p>
      <div class="invitation-mine__qr">
        <QrCode value={link} size={200} label={t('invitation:share.qr_label', { code })} />
      </div>
      <p class="invitation-mine__link-text" data-join-link={link}>{link}</p>
      <CopyButton text={link} class="ui-btn ui-btn--primary ui-btn--block">{t('invitation:share.copy_link')}</CopyButton>
      <CopyButton text={code} class="ui-btn ui-btn--secondary ui-btn--block">{t('invitation:share.copy_code')}</CopyButton>
      {poster && <a class="ui-btn ui-btn--secondary ui-btn--block" href={poster}>{t('invitation:share.poster')}</a>}
    </section>
  );
}
