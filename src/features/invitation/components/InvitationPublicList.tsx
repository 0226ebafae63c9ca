import { ApiError, apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { useGroupResource } from '../../../lib/resource';
import { to } from '../../../lib/paths';
import { Button } from '../../../ui/Button';
import { CopyButton } from '../../../ui/CopyButton';
import { Icon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import { publicCodes } from '../model';
import { ErrorCode } from '../../../../contract/errors';
import { Avatar } from '../../../ui/Avatar';
import './InvitationPublicList.css';

/**
 * Public random invitation codes (§2): each with its inviter, a copy button and a link that
 * opens the group with the code ready to confirm. The server returns a random few each time.
 */
export function InvitationPublicList({ group }: { group: string }) {
  // A new random few each time the list shows, and each time the person asks for more.
  const load = () => publicCodes.refresh(group);
  const current = useGroupResource(publicCodes, group, true);
  const codes = current.data;

  if (current.loading || (!codes && !current.error)) return <Skeleton lines={2} repeat={3} />;
  if (current.error) {
    const none = current.error instanceof ApiError && current.error.code === ErrorCode.rejected;
    return (
      <div class="invitation-public__message">
        <p role="alert">{none ? t('invitation:public.not_provided') : apiErrorText(current.error)}</p>
        {!none && <Button onClick={load}>{t('common:actions.retry')}</Button>}
      </div>
    );
  }
  if (!codes || codes.length === 0) {
    return (
      <div class="invitation-public__message">
        <p>{t('invitation:public.empty')}</p>
        <Button variant="secondary" onClick={load}>
          {t('common:actions.refresh')}
        </Button>
      </div>
    );
  }
  return (
    <>
      <ul class="invitation-public__list">
        {codes.map((item) => (
          <li key={item.code} class="invitation-public__item">
            <Avatar
              url={item.inviter.avatar_url}
              name={item.inviter.full_name}
              alt={t('invitation:avatar', { name: item.inviter.full_name })}
            />
            <div class="invitation-public__who">
              <p class="invitation-public__code">{item.code}</p>
              <p class="invitation-public__inviter">{t('invitation:public.from', { name: item.inviter.full_name })}</p>
            </div>
            <CopyButton text={item.code} label={t('invitation:public.copy', { code: item.code })} class="ui-icon-btn">
              <Icon name="copy" />
            </CopyButton>
            <a
              class="ui-btn ui-btn--primary invitation-public__use"
              href={to('group', { group }, { invitation_code: item.code })}
              aria-label={t('invitation:public.use_label', { code: item.code })}
            >
              {t('invitation:public.use')}
            </a>
          </li>
        ))}
      </ul>
      <Button variant="secondary" block onClick={load}>
        {t('invitation:public.more')}
      </Button>
    </>
  );
}
