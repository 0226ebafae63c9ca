import type { ComponentType } from 'preact';
import { loadNamespaces } from '../lib/i18n';
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

// The login screen shows the group's header, whose texts are the home's.
export const EntryLogin = part<GroupProps>(() => import('../features/auth').then((m) => m.AuthLoginPanel), ['auth', 'home']);

export const EntryDisabled = part<GroupProps>(() => import('../features/access').then((m) => m.AccessEntryDisabledNotice), ['access']);

export const EntryBanned = part<GroupProps>(() => import('../features/access').then((m) => m.AccessBannedNotice), ['access']);

export const EntryQuiz = part<QuizFlowProps>(() => import('../features/quiz').then((m) => m.QuizFlow), ['quiz']);

export const EntryKyc = part<KycPanelProps>(() => import('../features/kyc').then((m) => m.KycPanel), ['kyc', 'widgets']);

// The join feature's own list, restated so the texts need not wait for its chunk (the type keeps the two equal).
const JOIN: JoinNamespaces = ['join', 'invitation', 'nft'];
export const EntryJoin = part<JoinScreenProps>(() => import('../features/join').then((m) => m.JoinScreen), JOIN);
