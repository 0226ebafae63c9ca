import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// The test's side of the *.processes.test.ts races: several processes on one SQLite file, let go at the
// same moment. Each racer (server/test/race.ts, `startingLine`) opens the database, says `ready` and
// blocks on its stdin; once every racer is ready they all get `go` at once. A start time agreed in
// advance had each racer spin a core until then (issue 22 point 4: about 3 s of four or more cores'
// worth for each race on a 2-core machine, while the other tests waited), and a racer that started
// later than that time was not racing at all.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const READY = 'ready\n';

/**
 * Runs `script` (a path from the repository's root) once per argument list, all at once, releases
 * them together once each is ready, and resolves with what each printed after `ready`, in order.
 * Rejects, stopping the others, when one exits unsuccessfully or `timeoutMs` passes.
 */
export async function runRacers(script: string, argLists: string[][], timeoutMs = 60_000): Promise<string[]> {
  const racers = argLists.map((args, i) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let announce = () => {};
    const ready = new Promise<void>((resolve) => { announce = resolve; });
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      if (stdout.startsWith(READY)) announce();
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => { stderr += chunk; });
    const out = new Promise<string>((resolve, reject) => {
      child.once('close', (code, signal) => {
        if (code === 0 && stdout.startsWith(READY)) resolve(stdout.slice(READY.length));
        else reject(new Error(`racer ${i} (${script}) ended with ${signal ?? `exit ${code}`}:\n${stderr || stdout}`));
      });
    });
    return { child, ready, out };
  });
  const stopAll = () => racers.forEach(({ child }) => child.kill('SIGKILL'));
  const timer = setTimeout(stopAll, timeoutMs);
  const results = Promise.all(racers.map((r) => r.out));
  try {
    // Every racer ready (or one already failed), then all of them go.
    await Promise.race([Promise.all(racers.map((r) => r.ready)), results]);
    for (const { child } of racers) child.stdin.end('go\n');
    return await results;
  } catch (error) {
    stopAll();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
