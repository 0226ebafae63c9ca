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
