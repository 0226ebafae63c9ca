// The journeys' server keeper (e2e/serverKeeper.ts): every server process a worker starts is stopped
// when the worker ends, even one still starting when its test ran out of time. Before, a restart
// cut short that way (the chat's restart journey on a loaded machine) left a server holding the
// worker's port after the run: every later test of that worker, and the next run, failed to start
// its own ("something already answers on http://127.0.0.1:…").
import { EventEmitter } from 'node:events';
import type { ChildProcess } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { serverKeeper } from '../e2e/serverKeeper';

/** A stand-in for a server process: killing it makes it exit. */
function fakeChild(): ChildProcess & { killedWith: string[] } {
  const child = new EventEmitter() as unknown as ChildProcess & { killedWith: string[]; exitCode: number | null };
  child.killedWith = [];
  child.exitCode = null;
  child.kill = ((signal?: NodeJS.Signals | number) => {
    child.killedWith.push(String(signal ?? 'SIGTERM'));
    if (child.exitCode === null) {
      child.exitCode = 0;
      (child as unknown as EventEmitter).emit('exit', 0, signal);
    }
    return true;
  }) as ChildProcess['kill'];
  return child;
}

const stop = async (child: ChildProcess) => {
  if (child.exitCode === null) child.kill('SIGTERM');
};

describe('the journeys\' server keeper', () => {
  it('stops, when the worker ends, a server that is still starting', async () => {
    const child = fakeChild();
    let answered = () => {};
    const keeper = serverKeeper((spawned) => {
      spawned(child);
      // Not answering yet: the test's time runs out meanwhile.
      return new Promise<ChildProcess>((resolve) => (answered = () => resolve(child)));
    }, stop);
    const starting = keeper.start();
    await keeper.close();
    expect(child.exitCode).not.toBeNull();
    answered();
    await expect(starting).rejects.toThrow(/ending/);
  });

  it('stops every server started and still running, and none that has exited', async () => {
    const first = fakeChild();
    const second = fakeChild();
    const children = [first, second];
    const keeper = serverKeeper(async (spawned) => {
      const child = children.shift()!;
      spawned(child);
      return child;
    }, stop);
    await keeper.start();
    first.kill('SIGKILL'); // a restart: the first crashed on purpose, the second took over
    await keeper.start();
    await keeper.close();
    expect(first.killedWith).toEqual(['SIGKILL']);
    expect(second.killedWith).toEqual(['SIGTERM']);
  });

  it('starts nothing once the worker is ending (a restart still waiting out its outage)', async () => {
    let spawns = 0;
    const keeper = serverKeeper(async (spawned) => {
      spawns += 1;
      const child = fakeChild();
      spawned(child);
      return child;
    }, stop);
    await keeper.close();
    await expect(keeper.start()).rejects.toThrow(/ending/);
    expect(spawns).toBe(0);
  });
});
