import { loadNamespaces } from '../src/lib/i18n';
import type { Namespace, Resources } from '../locales/en';

// jsdom lacks scrollTo, which preact-iso's Router calls on navigation.
if (typeof window !== 'undefined') {
  window.scrollTo = (() => {}) as typeof window.scrollTo;
}

// Screens rendered directly in tests skip the route loader that fetches their
// namespaces; load every English namespace up front instead.
const ALL: Record<Namespace, true> = {
  invitation: true, join: true, membership: true,
  checkout: true, coupon: true, order: true,
  common: true, errors: true, ui: true, exception: true, auth: true, access: true, home: true, kyc: true, nft: true, quiz: true, onboarding: true, rules: true, settings: true,
} satisfies Record<keyof Resources, true>;
await loadNamespaces(Object.keys(ALL) as Namespace[]);
