// The screen most visits open on: the group home. The build (vite.config.ts) puts every module it
// imports, and the English texts of these namespaces, into one chunk of its own, so opening a
// group costs one script and one stylesheet after the entry, whatever features the home borrows
// from. The screen table (screens.ts) loads the home with these namespaces.
import type { Namespace } from '../../locales/en';

export const OPENING_SCREEN_MODULE = 'src/features/home/screens.ts';

// onboarding: the welcome sheet the home shows after a first login.
export const OPENING_SCREEN_NAMESPACES = ['home', 'auth', 'course', 'stream', 'onboarding'] as const satisfies readonly Namespace[];
