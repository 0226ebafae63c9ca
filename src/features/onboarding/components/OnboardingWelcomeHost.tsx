import { isLoggedIn } from '../../../lib/session';
import { modals } from '../../../ui/modals';
import { account } from '../../account';
import { shouldWelcome } from '../model';
import { OnboardingWelcomeSheet } from './OnboardingWelcomeSheet';

/**
 * Where the group home mounts the welcome sheet, the one greeting a person gets, right after they
 * joined (shouldWelcome). It comes with the home's chunk, texts included
 * (src/app/openingScreen.ts), rather than a chunk of its own: a member's first arrival is when a
 * round trip more would be felt most, and it costs the home about 3 KB.
 */
export function OnboardingWelcomeHost({ group }: { group: string }) {
  const me = account.of(group).data;
  // Never on top of another dialog (one the person opened, a checkout result): it waits for it to close.
  if (!me || !shouldWelcome(group, isLoggedIn(group), me) || modals.value.length > 0) return null;
  return <OnboardingWelcomeSheet group={group} userId={me.user_id} />;
}
