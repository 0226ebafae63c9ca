import type { ComponentType } from 'preact';
import { loadNamespaces } from '../lib/i18n';
import { helloDue } from '../lib/groupFlags';
import type { Namespace } from '../../locales/en';
import { AppChunkError } from './AppChunkError';
import { lazyScreen } from './chunkReload';
// Types only: the components themselves load with their chunks.
import type { JoinNamespaces, JoinScreenProps } from '../features/join';
import type { KycPanelProps } from '../features/kyc';
import type { QuizFlowProps } from '../features/quiz';

type GroupProps = { group: string };

// What the entry guard shows for each outcome but content. Each is its own
// chunk, fetched with its translations when first shown: the guard itself is
// in the first paint and must stay small.

/** A part's chunk and its texts, fetched together (not one after the other). */
function part<P>(load: () => Promise<ComponentType<P>>, namespaces: readonly Namespace[]): ComponentType<P> {
  return lazyScreen(
    () => Promise.all([load(), loadNamespaces(namespaces)]).then(([component]) => ({ default: component })),
    AppChunkError,
  ) as ComponentType<P>;
}

export const EntryLogin = part<GroupProps>(() => import('../features/auth').then((m) => m.AuthLoginPanel), ['auth']);

export const EntryDisabled = part<GroupProps>(() => import('../features/access').then((m) => m.AccessEntryDisabledNotice), ['access']);

export const EntryBanned = part<GroupProps>(() => import('../features/access').then((m) => m.AccessBannedNotice), ['access']);

export const EntryQuiz = part<QuizFlowProps>(() => import('../features/quiz').then((m) => m.QuizFlow), ['quiz']);

export const EntryKyc = part<KycPanelProps>(() => import('../features/kyc').then((m) => m.KycPanel), ['kyc', 'widgets']);

// The join feature's own list, restated so the texts need not wait for its chunk (the type keeps the two equal).
const JOIN: JoinNamespaces = ['join', 'invitation', 'nft'];
export const EntryJoin = part<JoinScreenProps>(() => import('../features/join').then((m) => m.JoinScreen), JOIN);

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
