import { ApiError } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { useGroupResource } from '../../../lib/resource';
import { to } from '../../../lib/paths';
import { Button } from '../../../ui/Button';
import { CopyButton } from '../../../ui/CopyButton';
import { Icon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import { ExceptionLoaded } from '../../exception/parts';
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

  if (current.error instanceof ApiError && current.error.code === ErrorCode.rejected) {
    return (
      <div class="invitation-public__message">
        <p role="alert">{t('invitation:public.not_provided')}</p>
      </div>
    );
  }
  // A new random few each time: while they come, or when they could not, the last few are not shown.
  const shown = { loading: current.loading, error: current.error, data: current.loading || current.error ? undefined : current.data };
  return (
    <ExceptionLoaded state={shown} title={t('invitation:public.load_failed')} onRetry={load} skeleton={<Skeleton lines={2} repeat={3} />}>
      {(codes) => <InvitationPublicCodes group={group} codes={codes} onMore={load} />}
    </ExceptionLoaded>
  );
}

type PublicCodes = NonNullable<ReturnType<typeof publicCodes.of>['data']>;

function InvitationPublicCodes({ group, codes, onMore: load }: { group: string; codes: PublicCodes; onMore: () => void }) {
  if (codes.length === 0) {
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
