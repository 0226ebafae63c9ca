import { afterAll, expect, test } from 'vitest';
import { PERSONAS } from '../../test/standins';
import { SEED_INVOICE_IDS } from '../../seed/money';
import { createTestServer } from '../../test/helpers';
import { runRacers } from '../../test/racers';

// The notices' race across processes: 5 processes on one SQLite file, at the same moment, each issue
// the member's requested invoice twice and choose both notices, in different orders. The invoice is
// issued once, and each notice goes out once, with the number it was issued with, whichever came
// first: the issue, or the choice.

const server = createTestServer();
afterAll(() => server.close());

const ORDERS = [
  ['issue', 'phone', 'wallet', 'issue'],
  ['phone', 'issue', 'wallet', 'issue'],
  ['wallet', 'phone', 'issue', 'issue'],
  ['issue', 'issue', 'phone', 'wallet'],
  ['phone', 'wallet', 'issue', 'issue'],
];

test('5 processes issue one invoice and choose its notices at once: issued once, each notice sent once', async () => {
  const { renewOrder, companyTitle } = SEED_INVOICE_IDS;
  const member = PERSONAS.member.user_id;
  const { token } = await server.login('member');
  expect((await server.post(`/api/groups/demo/invoice_orders/${renewOrder}/makeout_invoice`, { title_id: companyTitle }, token)).status).toBe(200);

  const outputs = await runRacers('server/test/invoice-issuer.ts', ORDERS.map((actions) =>
    [server.database, renewOrder, member, JSON.stringify(actions)]));
  const results = outputs.map((out) => JSON.parse(out) as { ok: number; refused: Record<string, number> });
  // 20 tries: one issue and the 10 choices succeed; the other 9 issues find it issued.
  expect(results.reduce((sum, r) => sum + r.ok, 0)).toBe(11);
  expect(results.reduce((sum, r) => sum + (r.refused['404'] ?? 0), 0)).toBe(9);

  const invoice = (await server.get(`/api/groups/demo/invoice_orders/${renewOrder}`, token)).body.data.invoice;
  expect(invoice).toMatchObject({ state: 'issued', notice_phone: '+8613900000000', notice_mixin: true });
  expect(invoice.notice_phone_sent_at).not.toBeNull();
  expect(invoice.notice_mixin_sent_at).not.toBeNull();
  const sent = await server.sql.all(`SELECT channel, text FROM outbox_messages WHERE dedupe_key LIKE ? ORDER BY channel`, `invoice:${renewOrder}:%`) as { channel: string; text: string }[];
  expect(sent.map((m) => m.channel)).toEqual(['sms', 'wallet']);
  for (const message of sent) expect(message.text).toContain(invoice.invoice_number);
}, 90_000);
