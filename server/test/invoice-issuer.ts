import type { AppDeps } from '../context';
import { apiErrors } from '../lib/errors';
import { issueInvoice, noticeByPhone, noticeByWallet } from '../routes/invoice/invoice.service';
import { raceAsync } from './race';

// One of several processes issuing one invoice and choosing its notices on one SQLite file at the
// same moment (invoice.processes.test.ts). Args: database, order id, the member's
// user id, a JSON array of 'issue' | 'phone' | 'wallet'. Prints {ok, refused} as JSON (an issue of an
// invoice issued already is refused 404).

const [file, orderId, userId, json] = process.argv.slice(2) as [string, string, string, string];
const owner = { groupId: 'demo', userId };
await raceAsync(file, JSON.parse(json) as ('issue' | 'phone' | 'wallet')[], async (sql, action) => {
  const deps = { sql, clock: Date.now } as AppDeps;
  if (action === 'phone') await noticeByPhone(deps, owner, orderId, '13900000000', null);
  else if (action === 'wallet') await noticeByWallet(deps, owner, orderId, null);
  else if (!(await issueInvoice(deps, orderId, `2431${String(process.pid).padStart(16, '0')}`))) throw apiErrors.notFoundWith('issued already');
});
