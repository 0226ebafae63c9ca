import type { ComponentType } from 'preact';
import { loadNamespaces } from '../lib/i18n';
import { helloDue } from '../lib/groupFlags';
import type { Namespace } from '../../locales/en';
import { AppChunkError } from './AppChunkError';
import { lazyScreen, type LazyScreen } from './chunkReload';
// Types only: the components themselves load with their chunks.
import type { JoinScreenProps } from '../features/join';
import type { KycPanelProps } from '../features/kyc';
import type { QuizFlowProps } from '../features/quiz';

type GroupProps = { group: string };

// What the entry guard shows for each outcome but content. Each is its own
// chunk, fetched with its translations when first shown: the guard itself is
// in the first paint and must stay small.

interface Part {
  component: ComponentType<any>;
  namespaces: readonly Namespace[];
}

function part(load: () => Promise<Part>): LazyScreen {
  return lazyScreen(
    () => load().then(({ component, namespaces }) => loadNamespaces(namespaces).then(() => ({ default: component }))),
    AppChunkError,
  );
}

export const EntryLogin: ComponentType<GroupProps> = part(() =>
  import('../features/auth').then((m) => ({ component: m.AuthLoginPanel, namespaces: ['auth'] as const })),
);

export const EntryDisabled: ComponentType<GroupProps> = part(() =>
  import('../features/access').then((m) => ({ component: m.AccessEntryDisabledNotice, namespaces: ['access'] as const })),
);

export const EntryBanned: ComponentType<GroupProps> = part(() =>
  import('../features/access').then((m) => ({ component: m.AccessBannedNotice, namespaces: ['access'] as const })),
);

export const EntryQuiz: ComponentType<QuizFlowProps> = part(() =>
  import('../features/quiz').then((m) => ({ component: m.QuizFlow, namespaces: ['quiz'] as const })),
);

export const EntryKyc: ComponentType<KycPanelProps> = part(() =>
  import('../features/kyc').then((m) => ({ component: m.KycPanel, namespaces: ['kyc'] as const })),
);

export const EntryJoin: ComponentType<JoinScreenProps> = part(() =>
  import('../features/join').then((m) => ({ component: m.JoinScreen, namespaces: m.JOIN_NAMESPACES })),
);

const helloParts = () => Promise.all([import('../features/access'), loadNamespaces(['access'])]);

/**
 * Starts fetching the hello modal while the person's account loads, when this group still owes
 * it: it then opens with the content instead of one round trip later.
 */
export function prepareGreeting(group: string): void {
  if (helloDue(group)) helloParts().catch(() => {});
}

/**
 * The hello modal (§2), greeting a person once per group after their first login. Whether it is
 * still due is a stored flag read here, so visits that owe no greeting fetch none of it.
 */
export function greetOnce(group: string, person: { full_name: string; avatar_url: string }, groupName: string): Promise<void> {
  if (!helloDue(group)) return Promise.resolve();
  return helloParts().then(([m]) => m.greetOnce(group, person, groupName));
}
