import { useId } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import { to } from '../../../lib/paths';
import { useGroupResource } from '../../../lib/resource';
import { Skeleton } from '../../../ui/Skeleton';
import { account } from '../../account';
import { ExceptionLoaded } from '../../exception/parts';
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
  const state = useGroupResource(myInvitation, group);
  const me = account.of(group).data;

  return (
    <section class="join-card" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} class="join-card__title">
        {t('join:invitation.title')}
      </h2>
      <ExceptionLoaded
        state={state}
        title={t('join:invitation.load_failed')}
        onRetry={() => myInvitation.refresh(group)}
        skeleton={<Skeleton lines={2} />}
      >
        {(relation) => (relation ? (
          <InvitationInvitedByPanel group={group} relation={relation} memberState={me ? me.state : undefined} />
        ) : (
          <>
            <InvitationInput group={group} required={required} />
            {info.provide_public_random_invitation_codes && (
              <a class="join-card__link" href={to('group-invitations-public', { group })}>
                {t('join:invitation.public_link')}
              </a>
            )}
          </>
        ))}
      </ExceptionLoaded>
    </section>
  );
}
