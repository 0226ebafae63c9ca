#!/usr/bin/env node
// Random-seed fuzzing of every route (issue 22, point 3), apart from `npm test`, which runs the fixed seeds
// only. Runs server/fuzz.test.ts with fresh random seeds for the given time and prints the seed of every
// failure, to replay and then to add to FIXED_SEEDS once fixed.
//
//   npm run fuzz -- --seconds 300     random seeds for 5 minutes (default 60)
//   npm run fuzz -- --seed 123456     replay one seed
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const value = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const seed = value('--seed');
const seconds = value('--seconds') ?? '60';
const positive = (text) => /^\d{1,10}$/.test(text ?? '') && Number(text) > 0;
if (seed !== undefined ? !/^\d{1,10}$/.test(seed) : !positive(seconds)) {
  console.error('usage: npm run fuzz -- [--seconds N | --seed S]');
  process.exit(2);
}
const env = { ...process.env, ...(seed !== undefined ? { FUZZ_SEED: seed } : { FUZZ_SECONDS: seconds }) };
const root = fileURLToPath(new URL('..', import.meta.url));
const run = spawnSync('npx', ['vitest', 'run', '--config', 'server/vitest.config.ts', 'server/fuzz.test.ts'], {
  cwd: root, env, stdio: 'inherit',
});
process.exit(run.status ?? 1);
