import { openDatabase } from '../db/connection';
import { ApiError } from '../lib/errors';
import type { Viewer } from '../routes/auth/auth.middleware';
import { sendMessage } from '../routes/chat/chat.service';

// One of several processes sending one member's chat messages on one SQLite file at the same moment
// (chat.processes.test.ts). Args: database, group, start time (ms), user id, client ids (comma-separated;
// each is sent once, in this order). Prints {ok, refused} as JSON.

const [file, groupId, startAt, userId, clientIds] = process.argv.slice(2) as [string, string, string, string, string];
const db = openDatabase(file);
const viewer = {
  user: { user_id: userId },
  membership: { role: 'user', state: 'paid', expired_at: null, joined_at: null },
  policies: [],
} as unknown as Viewer;
const result = { ok: 0, refused: {} as Record<string, number> };
while (Date.now() < Number(startAt)) { /* wait for the others */ }
for (const clientId of clientIds.split(',')) {
  try {
    sendMessage({ db, clock: Date.now }, groupId, viewer, { channel: 'group', client_id: clientId, kind: 'text', text: `from ${process.pid}` });
    result.ok += 1;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    result.refused[error.code] = (result.refused[error.code] ?? 0) + 1;
  }
}
db.close();
process.stdout.write(JSON.stringify(result));
