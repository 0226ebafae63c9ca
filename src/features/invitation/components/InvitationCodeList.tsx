import { useId } from 'preact/hooks';
import { ErrorCode } from '../../../../contract/errors';
import type { InvitationCode } from '../../../../contract/invitation';
import { ApiError } from '../../../lib/http';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useResource } from '../../../lib/resource';
import { Avatar } from '../../../ui/Avatar';
import { CopyButton } from '../../../ui/CopyButton';
import { Icon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import { ExceptionLoaded } from '../../exception/parts';
import { availableCodes, usedCodes } from '../model';
import { InvitationDisabledNotice } from './InvitationDisabledNotice';
import './InvitationMine.css';

export interface InvitationCodeListProps {
  group: string;
  /** Free to share (`GET /invitations/available`) or taken (`GET /invitations/used`). */
  which: 'available' | 'used';
  /** Free codes valid for this product only ('' or absent: all of them). */
  productId?: string;
}

function usedLine(code: InvitationCode): string {
  if (!code.invitee) return t('invitation:codes.one_time_used');
  if (!code.used_at) return t('invitation:codes.reserved_by', { name: code.invitee.full_name });
  return t('invitation:codes.used_by_on', { name: code.invitee.full_name, date: formatDate(code.used_at) });
}

function FreeRow({ code }: { code: InvitationCode }) {
  return (
    <li class="invitation-mine__row">
      <div class="invitation-mine__who">
        <p class="invitation-mine__code">{code.code}</p>
        <p class="invitation-mine__line">
          {t(code.kind === 'permanent' ? 'invitation:codes.permanent' : 'invitation:codes.one_time_free')}
        </p>
      </div>
      <CopyButton text={code.code} label={t('invitation:codes.copy', { code: code.code })} class="ui-icon-btn">
        <Icon name="copy" />
      </CopyButton>
    </li>
  );
}

function UsedRow({ code }: { code: InvitationCode }) {
  return (
    <li class="invitation-mine__row">
      {code.invitee && <Avatar url={code.invitee.avatar_url} name={code.invitee.full_name} />}
      <div class="invitation-mine__who">
        <p class="invitation-mine__code">{code.code}</p>
        <p class="invitation-mine__line">{usedLine(code)}</p>
      </div>
    </li>
  );
}

/**
 * One group of my codes (issue 13 point 8), as the server sorts them: those free to share, the
 * permanent one first, each to copy; or those taken, with who took them and when they joined.
 * With invitations disabled for me (§6, 102801) the free group gives way to the notice.
 */
export function InvitationCodeList({ group, which, productId = '' }: InvitationCodeListProps) {
  const id = useId();
  const codes = which === 'available' ? availableCodes : usedCodes;
  // Fresh each time: codes get taken while I am away.
  const state = useResource(codes, group, productId, true);

  if (which === 'available' && state.error instanceof ApiError && state.error.code === ErrorCode.invitationDisabled) {
    return <InvitationDisabledNotice />;
  }
  return (
    <section class="invitation-mine__card" aria-labelledby={`${id}-t`} aria-busy={!state.data && !state.error}>
      <h2 id={`${id}-t`} class="invitation-mine__title">
        {t(which === 'available' ? 'invitation:codes.free_title' : 'invitation:codes.used_title')}
      </h2>
      <ExceptionLoaded
        state={state}
        title={t('invitation:codes.load_failed')}
        onRetry={() => codes.refresh(group, productId)}
        skeleton={<Skeleton lines={2} repeat={which === 'available' ? 2 : 1} />}
      >
        {(list) => (list.length === 0 ? (
          <p class="invitation-mine__muted">{t(which === 'available' ? 'invitation:codes.none_free' : 'invitation:codes.none_used')}</p>
        ) : (
          <ul class="invitation-mine__list">
            {list.map((code) => (which === 'available' ? <FreeRow key={code.code} code={code} /> : <UsedRow key={code.code} code={code} />))}
          </ul>
        ))}
      </ExceptionLoaded>
    </section>
  );
}
