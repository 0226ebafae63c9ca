// The server processes of one journeys' worker (e2e/fixtures.ts): every one started is stopped when
// the worker ends, even one still starting when its test ran out of time. A restart cut short that
// way (the chat's restart journey on a loaded machine) used to leave a server holding the worker's
// port after the run, and every later test of that worker, and the next run, failed to start its own.
import type { ChildProcess } from 'node:child_process';

/** Starts a server process: hands it to `spawned` as soon as it exists, resolves once it answers. */
export type StartServer = (spawned: (child: ChildProcess) => void) => Promise<ChildProcess>;

export interface ServerKeeper {
  /** Starts a server; rejects, starting nothing, once the worker is ending. */
  start(): Promise<ChildProcess>;
  /** The worker is ending: stops every server still running, and any that is still starting. */
  close(): Promise<void>;
}

export function serverKeeper(startServer: StartServer, stop: (child: ChildProcess) => Promise<void>): ServerKeeper {
  const live = new Set<ChildProcess>();
  let closed = false;
  const ending = () => new Error('the worker is ending: no server is started for it any more');
  // A worker that dies without its teardown (a crash) takes its servers with it.
  const onExit = () => {
    for (const child of live) child.kill('SIGKILL');
  };
  process.once('exit', onExit);
  return {
    async start() {
      if (closed) throw ending();
      const child = await startServer((spawned) => {
        live.add(spawned);
        spawned.once('exit', () => live.delete(spawned));
        if (closed) void stop(spawned);
      });
      if (closed) {
        await stop(child);
        throw ending();
      }
      return child;
    },
    async close() {
      closed = true;
      process.removeListener('exit', onExit);
      await Promise.all([...live].map((child) => stop(child)));
    },
  };
}
