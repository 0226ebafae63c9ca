import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { loadNamespaces } from '../../../lib/i18n';
import { isLoggedIn } from '../../../lib/session';
import { modals } from '../../../ui/modals';
import { account } from '../../account';
import { firstLogin } from '../../../lib/prefs';
import { shouldWelcome } from '../model';

type Sheet = ComponentType<{ group: string }>;

/**
 * Where the group home mounts the welcome sheet. Most visits never show it, so
 * the sheet and its texts are fetched only after a first login, keeping the home
 * chunk as it was; then they are fetched at once, while the account loads, so
 * the sheet opens with the home rather than a round trip after it.
 */
export function OnboardingWelcomeHost({ group }: { group: string }) {
  const due = shouldWelcome(group, isLoggedIn(group), account.of(group).data);
  const maybeDue = isLoggedIn(group) && !!firstLogin.value[group];
  const [sheet, setSheet] = useState<{ Sheet: Sheet } | null>(null);

  useEffect(() => {
    if (!maybeDue || sheet) return;
    let live = true;
    Promise.all([import('./OnboardingWelcomeSheet'), loadNamespaces(['onboarding'])]).then(
      ([m]) => {
        if (live) setSheet({ Sheet: m.OnboardingWelcomeSheet });
      },
      // A chunk that fails to load costs only the greeting; the home works without it.
      () => {},
    );
    return () => {
      live = false;
    };
  }, [maybeDue, sheet]);

  // The first login also brings the hello modal: the sheet waits for it (and any other dialog)
  // to close rather than stack a second overlay on top of it.
  if (!due || !sheet || modals.value.length > 0) return null;
  return <sheet.Sheet group={group} />;
}
