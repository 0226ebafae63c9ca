import { Hono } from 'hono';
import { array, nonempty, optional, size, string, type } from 'superstruct';
import type { AppEnv } from '../context';
import { sendData } from '../lib/envelope';
import { queryParams } from '../lib/validation';
import { escape, page } from './sandbox.pages';
import { listSandboxWalletMessages } from './sandbox.repo';
import { textsFor } from './sandbox.texts';

// The sandbox wallet's messages (issue 13 point 6): what the groups' bots sent to people's wallets
// (lib/messaging.ts; invoice notices), as the wallet app would show them. Read from the outbox.

const INBOX_SIZE = 30;
const LIST_SIZE = 50;

export const WalletInboxQuery = type({ user_id: optional(size(nonempty(string()), 1, 100)) });
export const WalletMessagesQuery = type({ user_id: size(nonempty(string()), 1, 100) });
const WalletMessages = array(type({ user_id: string(), group_id: string(), text: string(), sent_at: string() }));

export const walletSandboxRoutes = new Hono<AppEnv>()
  /** GET /sandbox/mixin/inbox[?user_id=]: the newest messages, everyone's or one person's (HTML). */
  .get('/inbox', queryParams(WalletInboxQuery), async (c) => {
    const texts = textsFor(c);
    const { t } = texts;
    const rows = await listSandboxWalletMessages(c.var.deps.sql, INBOX_SIZE, c.req.valid('query').user_id);
    const body = rows.length === 0
      ? `<p>${escape(t('wallet_inbox.none'))}</p>`
      : `<table><thead><tr><th>${escape(t('wallet_inbox.to'))}</th><th>${escape(t('wallet_inbox.group'))}</th>`
        + `<th>${escape(t('wallet_inbox.message'))}</th><th>${escape(t('wallet_inbox.sent'))}</th></tr></thead><tbody>${rows.map((r) =>
          `<tr><td>${escape(r.full_name)}</td><td>${escape(r.group_name)}</td><td>${escape(r.text)}</td>`
          + `<td>${escape(r.sent_at.replace('T', ' ').slice(0, 19))}</td></tr>`).join('')}</tbody></table>`;
    return c.html(page(texts, t('wallet_inbox.title'), `<span class="badge">${escape(t('wallet_inbox.badge'))}</span>
<h1>${escape(t('wallet_inbox.heading'))}</h1><p>${escape(t('wallet_inbox.intro'))}</p>${body}`));
  })
  /** GET /sandbox/mixin/messages?user_id=: the messages one person's wallet got, newest first (JSON). */
  .get('/messages', queryParams(WalletMessagesQuery), async (c) => {
    const rows = await listSandboxWalletMessages(c.var.deps.sql, LIST_SIZE, c.req.valid('query').user_id);
    return sendData(c, WalletMessages, rows.map(({ user_id, group_id, text, sent_at }) => ({ user_id, group_id, text, sent_at })));
  });
