import type { Viewer } from '../routes/auth/auth.middleware';
import { sendMessage } from '../routes/chat/chat.service';
import { raceAsync } from './race';

// One of several processes sending one member's chat messages on one SQLite file at the same moment
// (chat.processes.test.ts), through the async layer (raceAsync: the layer over its own connection). Args:
// database, group, user id, client ids (comma-separated; each is sent once, in this order). Prints
// {ok, refused} as JSON.

const [file, groupId, userId, clientIds] = process.argv.slice(2) as [string, string, string, string];
const viewer = {
  user: { user_id: userId },
  membership: { role: 'user', state: 'paid', expired_at: null, joined_at: null },
  policies: [],
} as unknown as Viewer;
void raceAsync(file, clientIds.split(','), (sql, clientId) =>
  sendMessage({ sql, clock: Date.now }, groupId, viewer, { channel: 'group', client_id: clientId, kind: 'text', text: `from ${process.pid}` }));
