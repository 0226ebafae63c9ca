import { resolve } from 'node:path';
import { appDeps, createApp } from '../app';
import { openDatabase } from '../db/connection';
import { parseEnv } from '../env';
import { listenApp } from '../listen';
import { jsonLines } from '../lib/log';
import { seedIfEmpty } from '../seed';

// The outside parties' stand-ins in a process of their own (issue 23 point 9): the sandbox's
// stand-ins (a wallet, WeChat, WeChat Pay, Alipay, the SMS gateway, the KYC vendor, the NFT
// checker, the badge chain, the invoicing vendor) on their own port, for a server started with the
// sandbox off (server/standins/standins.cli.ts starts both). They share its database, as the demo's
// parties know its people and groups; what they report goes to the server over HTTP, at its address
// (STANDINS_FOR), the way the real parties reach it. No jobs and no chat run here.

const serverOrigin = process.env.STANDINS_FOR;
if (!serverOrigin) {
  console.error('STANDINS_FOR must name the server the stand-ins report to (http://127.0.0.1:8080)');
  process.exit(1);
}

const env = parseEnv({ ...process.env, SANDBOX: 'on' });
const db = openDatabase(resolve(env.database));
if (seedIfEmpty(db, Date.now())) process.stdout.write(`Seeded demo data into ${env.database}\n`);
const app = createApp({ db, env, log: jsonLines(Date.now) });
const server = listenApp(app, { port: env.port, hostname: env.host }, (info) => {
  // Their reports (payments, KYC results, seal confirmations, invoices) go to the server, not here.
  appDeps(app).runtime.selfOrigin = serverOrigin;
  process.stdout.write(`Stand-ins on http://127.0.0.1:${info.port}/sandbox, reporting to ${serverOrigin}\n`);
});

function stop(): void {
  server.close(() => {
    db.close();
    process.exit(0);
  });
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
