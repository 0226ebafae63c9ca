import { resolve } from 'node:path';
import { openDatabase } from '../db/connection';
import { EnvError, parseEnv } from '../env';
import { OperatorError, runGroupCommand } from './group.commands';
import { mixinAdapter } from '../providers/mixin/mixin.adapter';

// `npm run group -- <command>`: the operator's commands (group.commands.ts) on the database the
// server's settings name (DATABASE, SECRETS_KEY; OLD_SECRETS_KEY for rotate-key). Stop the server
// first or not: SQLite's WAL lets both write, one at a time.

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) throw new OperatorError('pipe the credentials in: npm run group -- credentials <group> <party> < file.json');
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return text;
}

async function main(): Promise<number> {
  let env;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const db = openDatabase(resolve(env.database));
  try {
    const wallet = mixinAdapter({ apiBase: () => env.mixinApiBase, credentials: async () => null });
    const lines = await runGroupCommand(db, env, process.argv.slice(2), {
      readStdin, now: Date.now, oldSecretsKey: process.env.OLD_SECRETS_KEY?.trim(), fetchAsset: (id) => wallet.asset(id),
    });
    process.stdout.write(lines.map((line) => `${line}\n`).join(''));
    return 0;
  } catch (error) {
    if (error instanceof OperatorError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    db.close();
  }
}

process.exitCode = await main();
