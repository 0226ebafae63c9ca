import type { AppDeps } from '../context';
import { readMeta } from '../db/meta.repo';
import { receiveNotification, type PaymentNotification } from '../routes/payment/payment.service';
import { race } from './race';

// One of several processes reporting payments on one SQLite file at the same moment
// (invitation.processes.test.ts). Args: database, a JSON array of signed wallet
// notifications. Prints {ok, refused} as JSON.

const [file, json] = process.argv.slice(2) as [string, string];
const reports = JSON.parse(json) as (PaymentNotification & { signature: string })[];
race(file, reports, (db, { signature, ...notification }) => {
  const deps = { db, clock: Date.now, tokenSecret: readMeta(db, 'token_secret')! } as AppDeps;
  receiveNotification(deps, 'mixin', notification, signature);
});
