import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { loadNamespaces } from '../../../lib/i18n';
import { isLoggedIn } from '../../../lib/session';
import { modals } from '../../../ui/modals';
import { account } from '../../account';
import { shouldWelcome } from '../model';

type Sheet = ComponentType<{ group: string }>;

/**
 * Where the group home mounts the welcome sheet. Most visits never show it, so
 * the sheet and its texts are fetched only when it is due, keeping the home
 * chunk as it was.
 */
export function OnboardingWelcomeHost({ group }: { group: string }) {
  const due = shouldWelcome(group, isLoggedIn(group), account.of(group).data);
  const [sheet, setSheet] = useState<{ Sheet: Sheet } | null>(null);

  useEffect(() => {
    if (!due || sheet) return;
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
  }, [due, sheet]);

  // The first login also brings the hello modal: the sheet waits for it (and any other dialog)
  // to close rather than stack a second overlay on top of it.
  if (!due || !sheet || modals.value.length > 0) return null;
  return <sheet.Sheet group={group} />;
}
