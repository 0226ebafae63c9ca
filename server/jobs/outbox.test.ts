import { randomUUID } from 'node:crypto';
import { signAuthenticationToken } from '@mixin.dev/mixin-node-sdk';
import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { appDeps } from '../app';
import type { AppDeps } from '../context';
import { messages, walletMessageId } from '../lib/messaging';
import { credentialsOf } from '../providers/credentials';
import { smsAdapter } from '../providers/sms/sms.adapter';
import { PERSONAS } from '../sandbox/personas';
import { sandboxPartySecret } from '../providers/signed-party';
import { createTestServer } from '../test/helpers';
import { findGroup } from '../routes/group/group.repo';
import { deliverOutbox, OUTBOX_MAX_ATTEMPTS, outboxRetryDelayMs } from './outbox';
import { serverJobs } from '.';

// The outbox delivered (issue 23): SMS through the SMS gateway's signed protocol, wallet messages
// through the wallet SDK as the group's bot, each against its stand-in, with back-off when a party
// does not take a message.

const server = createTestServer();
afterAll(() => server.close());
beforeEach(async () => {
  await server.post('/sandbox/control/reset', {});
  server.clock.now = Date.now();
});

const PHONE = '+8613800007777';
const deps = () => appDeps(server.app);
const row = async (key: string) => (await server.sql.get<{
  state: string; attempts: number; next_attempt_at: string | null; last_error: string | null;
}>('SELECT state, attempts, next_attempt_at, last_error FROM outbox_messages WHERE dedupe_key = ?', key))!;
const smsInbox = async (phone = PHONE) => (await server.get(`/sandbox/sms/messages?phone=${encodeURIComponent(phone)}`)).body.data as { text: string }[];
/** What a person's wallet got from bots, but the seed's history. */
const walletInbox = async (userId: string) => ((await server.get(`/sandbox/mixin/messages?user_id=${userId}`)).body.data as { text: string; group_id: string }[])
  .filter((message) => !message.text.includes('Invoice number'));

async function writeSms(key: string, text = 'Your code is 123456') {
  await server.sql.tx((sql) => messages.sms(sql, { key, phone: PHONE, text, sentAt: new Date(server.clock.now).toISOString() }));
}
async function writeWallet(key: string, text = 'Your invoice is issued') {
  await server.sql.tx((sql) => messages.wallet(sql, {
    key, groupId: 'demo', userId: PERSONAS.member.user_id, text, sentAt: new Date(server.clock.now).toISOString(),
  }));
}

/** These deps with the SMS gateway down. */
const gatewayDown = (): AppDeps => ({
  ...deps(), providers: { ...deps().providers, sms: { send: async () => { throw new Error('the SMS gateway did not answer'); } } },
});

describe('delivery', () => {
  test('a request that writes an SMS delivers it before it answers: the phone has it, the outbox says sent', async () => {
    await server.get('/healthz');
    const captcha = await server.get('/sandbox/captcha');
    const { token, question } = captcha.body.data as { token: string; question: string };
    const [a, b] = question.match(/\d+/g)!.map(Number);
    await server.post('/sandbox/captcha/solve', { token, answer: String(a + b) });
    const sent = await server.post('/api/groups/demo/auth/mfa/captcha', { token, phone_code: '+86', phone_number: '138 0000 7777' });
    expect(sent.status, sent.text).toBe(200);
    expect((await smsInbox()).map((m) => m.text)).toEqual([expect.stringMatching(/\d{6}/)]);
    expect(await server.sql.all("SELECT state, attempts FROM outbox_messages WHERE dedupe_key LIKE 'sms-code:%'"))
      .toEqual([{ state: 'sent', attempts: 1 }]);
  });

  test('a wallet message goes through the SDK as the group\'s bot, once per key however often it is delivered', async () => {
    await writeWallet('test:wallet:1');
    expect(await deliverOutbox(deps())).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await walletInbox(PERSONAS.member.user_id)).toEqual([expect.objectContaining({ text: 'Your invoice is issued', group_id: 'demo' })]);
    expect(await deliverOutbox(deps())).toEqual({ sent: 0, retrying: 0, failed: 0 });
    // Sent again under the same key (a try whose success was lost): the wallet keeps one message.
    await deps().providers.mixin.sendMessage((await findGroup(server.sql, 'demo'))!, {
      messageId: walletMessageId('test:wallet:1'), userId: PERSONAS.member.user_id, text: 'Your invoice is issued',
    });
    expect(await walletInbox(PERSONAS.member.user_id)).toHaveLength(1);
  });

  test('two deliveries at once send each message once', async () => {
    await writeSms('test:sms:race');
    const [first, second] = await Promise.all([deliverOutbox(deps()), deliverOutbox(deps())]);
    expect(first.sent + second.sent).toBe(1);
    expect(await smsInbox()).toHaveLength(1);
  });

  test('a party that does not take a message: tried again after 10 s, 20 s, 40 s …, given up after the last try and logged', async () => {
    await writeSms('test:sms:down');
    const logged: Record<string, unknown>[] = [];
    const down = { ...gatewayDown(), log: (entry: Record<string, unknown>) => logged.push(entry) };
    const t0 = server.clock.now;
    expect(await deliverOutbox(down)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(await row('test:sms:down')).toMatchObject({ state: 'pending', attempts: 1, last_error: 'the SMS gateway did not answer' });
    expect((await row('test:sms:down')).next_attempt_at).toBe(new Date(t0 + 10_000).toISOString());
    server.clock.now = t0 + 9_999;
    expect(await deliverOutbox(down)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    let at = t0;
    for (let attempts = 1; attempts < OUTBOX_MAX_ATTEMPTS; attempts += 1) {
      at += outboxRetryDelayMs(attempts);
      server.clock.now = at;
      expect((await deliverOutbox(down)).retrying + (attempts + 1 === OUTBOX_MAX_ATTEMPTS ? 1 : 0)).toBe(1);
    }
    expect(await row('test:sms:down')).toMatchObject({ state: 'failed', attempts: OUTBOX_MAX_ATTEMPTS, next_attempt_at: null });
    expect([outboxRetryDelayMs(1), outboxRetryDelayMs(2), outboxRetryDelayMs(3), outboxRetryDelayMs(9)]).toEqual([10_000, 20_000, 40_000, 2_560_000]);
    expect(outboxRetryDelayMs(12)).toBe(3_600_000);
    expect(logged.at(-1)).toMatchObject({ level: 'error', msg: 'a message was given up after its last try', key: 'test:sms:down' });
    // Given up is final: a working gateway does not send it.
    expect(await deliverOutbox(deps())).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await smsInbox()).toEqual([]);
  });

  test('a message that failed once is delivered by the scheduler\'s job when due', async () => {
    await writeSms('test:sms:later');
    await deliverOutbox(gatewayDown());
    const job = serverJobs(deps()).find((j) => j.name === 'deliver-outbox')!;
    expect(await job.run(server.clock.now)).toBeUndefined();
    server.clock.now += 10_000;
    expect(await job.run(server.clock.now)).toBe('delivered 1 message(s); 0 to try again, 0 given up');
    expect(await row('test:sms:later')).toMatchObject({ state: 'sent', attempts: 2, last_error: null });
  });
});

describe('the stand-ins check what they are given', () => {
  const gateway = () => `${deps().runtime.selfOrigin}/sandbox/sms-gateway`;

  test('the SMS gateway takes a message signed with its key, once per id; another key or an old timestamp is refused', async () => {
    await server.get('/healthz');
    const send = (secret: string, clock = () => server.clock.now) => smsAdapter({ url: gateway, secret: () => secret, clock })
      .send({ id: 'test:gateway:1', phone: PHONE, text: 'Hello' });
    await expect(send('not-the-key')).rejects.toThrow('the SMS gateway refused the request: signature does not verify');
    await expect(send(sandboxPartySecret(deps(), 'sms'), () => server.clock.now - 6 * 60_000))
      .rejects.toThrow('the SMS gateway refused the request: timestamp missing or too far from the clock');
    expect(await smsInbox()).toEqual([]);
    await send(sandboxPartySecret(deps(), 'sms'));
    await send(sandboxPartySecret(deps(), 'sms'));
    expect(await smsInbox()).toHaveLength(1);
  });

  test('the wallet takes a bot\'s message only signed by its session, in the bot\'s conversation with the person', async () => {
    await server.get('/healthz');
    const bot = (await credentialsOf(server.sql, server.env, 'demo', 'mixin'))!;
    const appId = (await server.get('/api/groups/demo/public')).body.data.client_id as string;
    const keystore = { app_id: appId, session_id: bot.session_id!, session_private_key: bot.session_private_key!, server_public_key: '' };
    const post = async (message: object) => {
      const body = JSON.stringify([message]);
      const res = await fetch(`${deps().runtime.selfOrigin}/sandbox/mixin-api/messages`, {
        method: 'POST', body, headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${signAuthenticationToken('POST', '/messages', body, randomUUID(), keystore)}` },
      });
      return res.json() as Promise<Record<string, any>>;
    };
    const message = {
      category: 'PLAIN_TEXT', recipient_id: PERSONAS.member.user_id, message_id: randomUUID(),
      conversation_id: randomUUID(), data_base64: Buffer.from('hi').toString('base64url'),
    };
    expect((await post(message)).error.description).toBe('Invalid field: conversation_id');
    expect((await post({ ...message, recipient_id: randomUUID() })).error.description).toBe('Invalid field: message_id, recipient_id or category');
    expect(await walletInbox(PERSONAS.member.user_id)).toEqual([]);
  });
});
