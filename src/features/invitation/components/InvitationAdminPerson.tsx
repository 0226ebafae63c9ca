import type { ComponentChildren } from 'preact';
import { Avatar } from '../../../ui/Avatar';
import type { InvitationAdminPerson as Person } from '../../../../contract/invitationAdmin';

/** A row of the admin's invitation lists: someone's avatar (decorative: the lines name them) and lines about them. */
export function InvitationAdminPerson({ person, children }: { person: Person | null; children: ComponentChildren }) {
  return (
    <div class="invitation-lists__row">
      <Avatar url={person ? person.avatar_url : ''} name={person ? person.full_name : ''} lazy />
      <div class="invitation-lists__who">{children}</div>
    </div>
  );
}
