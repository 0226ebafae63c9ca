import { useEffect } from 'preact/hooks';
import { ErrorCode } from '../../../../contract/errors';
import type { InvitationCode } from '../../../../contract/invitation';
import { ApiError, apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { CopyButton } from '../../../ui/CopyButton';
import { Icon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import { myCodes } from '../model';
import { InvitationDisabledNotice } from './InvitationDisabledNotice';
import './InvitationMine.css';

function codeState(code: InvitationCode): string {
  if (code.kind === 'permanent') return t('invitation:codes.permanent');
  if (code.invitee) return t(code.used_at ? 'invitation:codes.used_by' : 'invitation:codes.reserved_by', { name: code.invitee.full_name });
  return t('invitation:codes.one_time_free');
}

/** My codes (issue 13 point 3): the permanent one first, then one-time codes free or taken, each to copy. */
export function InvitationCodeList({ group }: { group: string }) {
  useEffect(() => myCodes.refresh(group), [group]);
  const state = myCodes.of(group);
  const codes = state.data;
  if (state.error && !codes) {
    if (state.error instanceof ApiError && state.error.code === ErrorCode.invitationDisabled) return <InvitationDisabledNotice />;
    return (
      <div>
        <p role="alert">{apiErrorText(state.error)}</p>
        <Button variant="secondary" onClick={() => myCodes.refresh(group)}>{t('common:actions.retry')}</Button>
      </div>
    );
  }
  if (!codes) return <Skeleton lines={2} repeat={3} />;
  const used = codes.filter((c) => c.kind === 'one_time' && c.used).length;
  const available = codes.length - used;
  return (
    <section class="invitation-mine__card" aria-labelledby="invitation-codes-title">
      <h2 id="invitation-codes-title" class="invitation-mine__title">{t('invitation:codes.summary', { available, used })}</h2>
      <ul class="invitation-mine__list">
        {codes.map((code) => (
          <li key={code.code} class="invitation-mine__row">
            <div class="invitation-mine__who">
              <p class="invitation-mine__code">{code.code}</p>
              <p class="invitation-mine__line">{codeState(code)}</p>
            </div>
            {!(code.kind === 'one_time' && code.used) && (
              <CopyButton text={code.code} label={t('invitation:codes.copy', { code: code.code })} class="ui-icon-btn">
                <Icon name="copy" />
              </CopyButton>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
