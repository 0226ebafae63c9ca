import { signal } from '@preact/signals';
import { onGroupLogout } from '../../lib/session';
import { startWalletLogin } from '../auth';
import { checkNftTicket, fetchNftTicketStatus, resetNftTicket } from './api';
import type { NftTicketStatusValue } from '../../../contract/nft';

/** §9: a running check is asked about every 3 s until its status changes. */
export const NFT_POLL_MS = 3000;

export interface NftTicketState {
  status?: NftTicketStatusValue;
  /** The last request failed: the panel's 'error' state (§8 NFT pass verification failed). */
  error?: unknown;
  /** A request is on its way. */
  loading: boolean;
  /** A success the panel has yet to welcome (see takeNftWelcome). */
  welcome?: boolean;
}

const states = signal<Record<string, NftTicketState>>({});
const inflight: Record<string, Promise<NftTicketStatusValue> | undefined> = {};
// Bumped by a logout, so an answer that arrives afterwards is dropped.
const generation: Record<string, number> = {};
// Groups whose latest success has been announced for welcoming since the last check started.
const admitted: Record<string, boolean> = {};

function set(group: string, next: NftTicketState): void {
  states.value = { ...states.value, [group]: next };
}

/** Reads the group's ticket state; inside a render this subscribes to it. */
export function nftTicketOf(group: string): NftTicketState {
  return states.value[group] || { loading: false };
}

/** Runs one request that answers with a status, keeping the state in step. */
function track(group: string, request: () => Promise<NftTicketStatusValue>): Promise<NftTicketStatusValue> {
  const running = inflight[group];
  if (running) return running;
  const gen = generation[group] || 0;
  const before = nftTicketOf(group);
  const previous = before.status;
  set(group, { status: previous, loading: true, welcome: before.welcome });
  const settle = () => {
    if (inflight[group] === promise) inflight[group] = undefined;
    return (generation[group] || 0) === gen;
  };
  const promise = request().then(
    (status) => {
      if (settle()) {
        // A success left over from an earlier check (a membership that has since expired) is
        // welcomed once per page load at most, so it cannot send the guard round in circles.
        const fresh = status === 'success' && !admitted[group];
        if (fresh) admitted[group] = true;
        set(group, { status, loading: false, welcome: fresh || !!nftTicketOf(group).welcome });
      }
      return status;
    },
    (error: unknown) => {
      if (settle()) set(group, { status: previous, error, loading: false, welcome: nftTicketOf(group).welcome });
      throw error;
    },
  );
  inflight[group] = promise;
  return promise;
}

/**
 * The ticket's status now (always asked, concurrent callers share one request). The join screen
 * calls it to start on the NFT tab when a check is already running (§2).
 */
export function nftTicketStatus(group: string): Promise<NftTicketStatusValue> {
  return track(group, () => fetchNftTicketStatus(group));
}

/** Starts a ticket check (§7 POST /nft/tickets); its success will be welcomed again. */
export function checkNft(group: string): Promise<NftTicketStatusValue> {
  admitted[group] = false;
  return track(group, () => checkNftTicket(group));
}

const ignore = () => {};

/** Asks for the ticket's status; the answer, or the failure, lands in nftTicketOf(group). */
export function askNftTicket(group: string): void {
  nftTicketStatus(group).catch(ignore);
}

/** Starts a ticket check; its progress and outcome land in nftTicketOf(group). */
export function startNftCheck(group: string): void {
  checkNft(group).catch(ignore);
}

/**
 * §4 autherr: the wallet authorisation was too narrow. Resets the ticket, then logs in again
 * through the wallet, coming back to this page.
 */
export async function updateNftAuthorization(group: string): Promise<void> {
  await track(group, () => resetNftTicket(group));
  await startWalletLogin(group);
}

/** True once per success to welcome: the panel then greets the person and reloads the account (§4). */
export function takeNftWelcome(group: string): boolean {
  const state = nftTicketOf(group);
  if (!state.welcome) return false;
  set(group, { ...state, welcome: false });
  return true;
}

/** Asks every NFT_POLL_MS while the status stays 'checking'; returns the function that stops it. */
export function pollNftTicket(group: string): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      nftTicketStatus(group).then(
        (status) => {
          if (!stopped && status === 'checking') schedule();
        },
        // The panel shows the failure, with a retry that starts polling again.
        () => {},
      );
    }, NFT_POLL_MS);
  };
  schedule();
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
  };
}

export function clearNftTicket(group: string): void {
  generation[group] = (generation[group] || 0) + 1;
  inflight[group] = undefined;
  admitted[group] = false;
  if (!states.value[group]) return;
  const next = { ...states.value };
  delete next[group];
  states.value = next;
}

onGroupLogout(clearNftTicket);
