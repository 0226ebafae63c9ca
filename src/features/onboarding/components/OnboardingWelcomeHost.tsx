import { isLoggedIn } from '../../../lib/session';
import { modals } from '../../../ui/modals';
import { account } from '../../account';
import { shouldWelcome } from '../model';
import { OnboardingWelcomeSheet } from './OnboardingWelcomeSheet';

/**
 * Where the group home mounts the welcome sheet, shown after a first login. It comes with the
 * home's chunk, texts included (src/app/openingScreen.ts), rather than a chunk of its own: a
 * member's first arrival is when a round trip more would be felt most, and it costs the home
 * about 3 KB.
 */
export function OnboardingWelcomeHost({ group }: { group: string }) {
  const due = shouldWelcome(group, isLoggedIn(group), account.of(group).data);
  // The first login also brings the hello modal: the sheet waits for it (and any other dialog)
  // to close rather than stack a second overlay on top of it.
  if (!due || modals.value.length > 0) return null;
  return <OnboardingWelcomeSheet group={group} />;
}
