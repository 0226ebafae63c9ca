import { signal } from '@preact/signals';

export interface ResourceState<T> {
  data?: T;
  error?: unknown;
  loading: boolean;
}

/**
 * A value fetched once per group and kept in a signal: concurrent loads share
 * one request, a loaded value is served from memory until `force`, and a
 * response that arrives after `clear` (a logout) is dropped.
 */
export function groupResource<T>(fetcher: (group: string) => Promise<T>) {
  const state = signal<Record<string, ResourceState<T>>>({});
  const inflight: Record<string, Promise<T> | undefined> = {};
  const generation: Record<string, number> = {};

  const set = (group: string, next: ResourceState<T>) => {
    state.value = { ...state.value, [group]: next };
  };

  function load(group: string, force = false): Promise<T> {
    const current = state.value[group];
    if (!force && current && current.data !== undefined) return Promise.resolve(current.data);
    const running = inflight[group];
    if (running) return running;
    const gen = generation[group] || 0;
    set(group, { data: current && current.data, loading: true });
    const settle = () => {
      if (inflight[group] === request) inflight[group] = undefined;
      return (generation[group] || 0) === gen;
    };
    const request: Promise<T> = fetcher(group).then(
      (data) => {
        if (settle()) set(group, { data, loading: false });
        return data;
      },
      (error: unknown) => {
        if (settle()) set(group, { data: current && current.data, error, loading: false });
        throw error;
      },
    );
    inflight[group] = request;
    return request;
  }

  function clear(group: string): void {
    generation[group] = (generation[group] || 0) + 1;
    inflight[group] = undefined;
    if (!state.value[group]) return;
    const next = { ...state.value };
    delete next[group];
    state.value = next;
  }

  /** Reads the group's state; inside a component render this subscribes to it. */
  function of(group: string): ResourceState<T> {
    return state.value[group] || { loading: false };
  }

  return { state, load, clear, of };
}
