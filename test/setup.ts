import { afterAll, vi } from 'vitest';
import { configure } from '@testing-library/preact';
import { loadNamespaces } from '../src/lib/i18n';
import type { Namespace, Resources } from '../locales/en';

// Screens arrive through lazy chunks and chained requests; on a busy 2-core CI
// machine the default 1 s for findBy*/waitFor is too tight to be a fair limit.
configure({ asyncUtilTimeout: 3000 });

// jsdom lacks scrollTo, which preact-iso's Router calls on navigation.
if (typeof window !== 'undefined') {
  window.scrollTo = (() => {}) as typeof window.scrollTo;
}

// Preact 11 runs useEffect cleanups of unmounted components after the next
// paint (a ~35 ms timer in jsdom). After a file's last test unmounts, that
// timer would otherwise fire once the environment is torn down, and a cleanup
// touching window fails as an unhandled error. Let it run first: past the
// 35 ms frame timer, then past the 0 ms timer that timer queues the flush on.
afterAll(async () => {
  vi.useRealTimers();
  const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  await tick(40);
  await tick(0);
  await tick(0);
});

// Screens rendered directly in tests skip the route loader that fetches their
// namespaces; load every English namespace up front instead.
const ALL: Record<Namespace, true> = {
  invitation: true, join: true, membership: true,
  course: true, favorite: true,
  album: true, course_edit: true,
  stream: true, member: true,
  me: true,
  checkout: true, coupon: true, order: true,
  common: true, errors: true, ui: true, exception: true, auth: true, access: true, home: true, kyc: true, nft: true, quiz: true, onboarding: true, rules: true, settings: true,
} satisfies Record<keyof Resources, true>;
await loadNamespaces(Object.keys(ALL) as Namespace[]);
