// The one way screens load data: a value per (group, key) kept in a signal. Features declare their
// resources in model.ts; screens read them with useResource() and never call api.ts themselves.
import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { ErrorCode } from '../../contract/errors';
import { ApiError } from './http';
import { onGroupLogout } from './session';

export interface ResourceState<T> {
  data?: T;
  error?: unknown;
  loading: boolean;
}

export interface ResourceOptions {
  /**
   * How many times a request that got no answer (the network, not a refusal) is tried again
   * before the failure is shown; each try waits `retryDelayMs` × its number. Default 2 and 800 ms:
   * a phone on a train gets a second chance without the person pressing retry.
   */
  retries?: number;
  retryDelayMs?: number;
  /** The same for everyone (a group's public info and settings): kept when the person logs out. */
  keepOnLogout?: boolean;
}

const IDLE: ResourceState<never> = { loading: false };

const ignore = () => {};

function noAnswer(err: unknown): boolean {
  return err instanceof ApiError && err.code === ErrorCode.networkError;
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Values fetched by `(group, key)`: concurrent loads of one key share one request, a loaded value
 * is served from memory until `force`, a request that gets no answer is retried, and an answer
 * that arrives after the group's logout (or `clear`) is dropped. Every resource is cleared when
 * its group logs out.
 */
export function keyedResource<T, K extends string = string>(
  fetcher: (group: string, key: K) => Promise<T>,
  options: ResourceOptions = {},
) {
  const retries = options.retries == null ? 2 : options.retries;
  const retryDelayMs = options.retryDelayMs == null ? 800 : options.retryDelayMs;
  const state = signal<Record<string, ResourceState<T>>>({});
  const inflight: Record<string, Promise<T> | undefined> = {};
  // A logout or clear bumps the group's generation, a put the key's version: an answer started
  // before either is dropped.
  const generation: Record<string, number> = {};
  const version: Record<string, number> = {};
  const id = (group: string, key: K) => group + '\u0000' + key;

  const set = (slot: string, next: ResourceState<T>) => {
    state.value = { ...state.value, [slot]: next };
  };

  const attempt = (group: string, key: K, tries: number): Promise<T> =>
    fetcher(group, key).catch((err: unknown) =>
      tries < retries && noAnswer(err) ? wait(retryDelayMs * (tries + 1)).then(() => attempt(group, key, tries + 1)) : Promise.reject(err),
    );

  function load(group: string, key: K, force = false): Promise<T> {
    const slot = id(group, key);
    const current = state.value[slot];
    if (!force && current && current.data !== undefined) return Promise.resolve(current.data);
    const running = inflight[slot];
    if (running) return running;
    const gen = generation[group] || 0;
    const ver = version[slot] || 0;
    set(slot, { data: current && current.data, loading: true });
    const settle = () => {
      if (inflight[slot] === request) inflight[slot] = undefined;
      return (generation[group] || 0) === gen && (version[slot] || 0) === ver;
    };
    const request: Promise<T> = attempt(group, key, 0).then(
      (data) => {
        if (settle()) set(slot, { data, loading: false });
        return data;
      },
      (error: unknown) => {
        if (settle()) set(slot, { data: current && current.data, error, loading: false });
        throw error;
      },
    );
    inflight[slot] = request;
    return request;
  }

  /** Asks the server again (a retry button): the outcome, failure included, lands in the state. */
  function refresh(group: string, key: K): void {
    load(group, key, true).catch(ignore);
  }

  /**
   * Asks the server again and resolves once the answer, or the failure, is in the state: for what
   * goes on either way (the entry guard reads the state).
   */
  function reload(group: string, key: K): Promise<void> {
    return load(group, key, true).then(ignore, ignore);
  }

  /** Starts a load if the key is not loaded yet: the outcome, failure included, lands in the state. */
  function ensure(group: string, key: K): void {
    load(group, key).catch(ignore);
  }

  /** Puts a value the server sent back (after a change) in place of the loaded one. */
  function put(group: string, key: K, data: T): void {
    const slot = id(group, key);
    version[slot] = (version[slot] || 0) + 1;
    inflight[slot] = undefined;
    set(slot, { data, loading: false });
  }

  /** Forgets every key of a group; answers still on their way are dropped. */
  function clear(group: string): void {
    generation[group] = (generation[group] || 0) + 1;
    const prefix = group + '\u0000';
    const next: Record<string, ResourceState<T>> = {};
    let changed = false;
    Object.keys(state.value).forEach((slot) => {
      if (slot.indexOf(prefix) === 0) changed = true;
      else next[slot] = state.value[slot];
    });
    Object.keys(inflight).forEach((slot) => {
      if (slot.indexOf(prefix) === 0) inflight[slot] = undefined;
    });
    if (changed) state.value = next;
  }

  /** Reads a key's state; inside a component render this subscribes to it. */
  function of(group: string, key: K): ResourceState<T> {
    return state.value[id(group, key)] || IDLE;
  }

  if (!options.keepOnLogout) onGroupLogout(clear);
  // Back online (issue 26 point 1): what failed for want of an answer is asked again, so the screen
  // showing its last value, or its failure, updates without the person pressing retry.
  if (typeof addEventListener === 'function') {
    addEventListener('online', () => {
      Object.keys(state.value).forEach((slot) => {
        if (!noAnswer(state.value[slot].error)) return;
        const cut = slot.indexOf('\u0000');
        load(slot.slice(0, cut), slot.slice(cut + 1) as K, true).catch(ignore);
      });
    });
  }
  return { load, refresh, reload, ensure, put, clear, of };
}

export type KeyedResource<T, K extends string = string> = ReturnType<typeof keyedResource<T, K>>;

/** A resource with one value per group (its public info, the account…): a keyed resource without keys. */
export function groupResource<T>(fetcher: (group: string) => Promise<T>, options?: ResourceOptions) {
  const r = keyedResource<T, ''>((group) => fetcher(group), options);
  return {
    load: (group: string, force = false) => r.load(group, '', force),
    refresh: (group: string) => r.refresh(group, ''),
    reload: (group: string) => r.reload(group, ''),
    ensure: (group: string) => r.ensure(group, ''),
    put: (group: string, data: T) => r.put(group, '', data),
    clear: r.clear,
    of: (group: string) => r.of(group, ''),
  };
}

export type GroupResource<T> = ReturnType<typeof groupResource<T>>;

/**
 * A screen's view of one resource key: starts the load when the screen shows (or the key changes)
 * and returns the state, which re-renders the screen as it changes. The failure is in the state,
 * for the screen to show with a retry (`load(group, key, true)`), never an unhandled rejection.
 * `fresh`: ask the server again each time the screen shows, showing what is cached meanwhile
 * (for what others change: an album's courses, a course being edited).
 */
export function useResource<T, K extends string>(
  resource: KeyedResource<T, K>,
  group: string,
  key: K | null,
  fresh = false,
): ResourceState<T> {
  useEffect(() => {
    if (key !== null) resource.load(group, key, fresh).catch(ignore);
  }, [resource, group, key, fresh]);
  return key === null ? IDLE : resource.of(group, key);
}

/**
 * useResource() for a resource with one value per group; `fresh`, as there: asked again each time
 * the screen shows, what is cached shown meanwhile (lib/refreshOnVisible.ts: also when the page
 * becomes visible again).
 */
export function useGroupResource<T>(resource: GroupResource<T>, group: string | null, fresh = false): ResourceState<T> {
  useEffect(() => {
    if (group) resource.load(group, fresh).catch(ignore);
  }, [resource, group, fresh]);
  return group ? resource.of(group) : IDLE;
}
