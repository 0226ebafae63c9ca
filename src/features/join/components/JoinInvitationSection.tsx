import { useEffect, useId } from 'preact/hooks';
import { apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { to } from '../../../lib/paths';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { account } from '../../account';
import type { GroupPublic } from '../../group';
import { InvitationInput, InvitationInvitedByPanel, myInvitation } from '../../invitation';

export interface JoinInvitationSectionProps {
  group: string;
  info: GroupPublic;
  /** A code is needed before joining (shown in the field's label). */
  required: boolean;
}

/**
 * The invitation part of the payment join panel (§2): who invited me, or the code field with a
 * link to the public codes when the group offers them.
 */
export function JoinInvitationSection({ group, info, required }: JoinInvitationSectionProps) {
  const id = useId();
  useEffect(() => {
    myInvitation.ensure(group);
  }, [group]);
  const state = myInvitation.of(group);
  const me = account.of(group).data;

  let body;
  if (state.data === undefined && state.error) {
    body = (
      <div class="join-card__error">
        <p role="alert">{apiErrorText(state.error)}</p>
        <Button variant="secondary" onClick={() => myInvitation.refresh(group)}>
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  } else if (state.data === undefined) {
    body = <Skeleton lines={2} />;
  } else if (state.data) {
    body = <InvitationInvitedByPanel group={group} relation={state.data} memberState={me ? me.state : undefined} />;
  } else {
    body = (
      <>
        <InvitationInput group={group} required={required} />
        {info.provide_public_random_invitation_codes && (
          <a class="join-card__link" href={to('group-invitations-public', { group })}>
            {t('join:invitation.public_link')}
          </a>
        )}
      </>
    );
  }

  return (
    <section class="join-card" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} class="join-card__title">
        {t('join:invitation.title')}
      </h2>
      {body}
    </section>
  );
}
