import { randomUUID } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { is } from 'superstruct';
import {
  StreamInfo, StreamMessage, StreamMessagePage, StreamPreviewList, StreamPublishUrl, StreamUrls,
} from '../../../contract/stream';
import { ErrorCode } from '../../../contract/errors';
import { ActivityPage } from '../../../contract/member';
import { PERSONAS } from '../../test/standins';
import { PREVIEW_IDS } from '../../seed/live';
import { createTestServer, expectError } from '../../test/helpers';
import { BTC, pay, walletPays } from '../../test/joining';

const server = createTestServer();
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
});

const G = '/api/groups/demo';
const settings = async () => (await server.get(`${G}/settings/full`)).body.data;
const start = (token: string, body: unknown = {}) => server.post(`${G}/stream/start`, body, token);
const stop = (token: string) => server.post(`${G}/stream/stop`, {}, token);

/** Marks a PAID order for `productId` (the payment flow itself is tested with the order routes). */
async function payFor(userId: string, productId: string) {
  const now = new Date(server.clock.now).toISOString();
  await server.sql.run(`INSERT INTO orders (order_id, group_id, user_id, product_id, kind, quantity, state, asset_id,
      amount, created_at, expires_at, paid_at, updated_at)
    SELECT ?, 'demo', ?, product_id, 'join', 1, 'PAID', price_asset_id, price_amount, ?, ?, ?, ? FROM products
    WHERE product_id = ?`, randomUUID(), userId, now, now, now, now, productId);
}

describe('GET /stream/info', () => {
  test('null before any stream; public; the stream after a start, disabled after the stop', async () => {
    expect((await server.get(`${G}/stream/info`)).body.data).toBeNull();
    const admin = (await server.login('admin')).token;
    const started = await start(admin, { title: 'Morning show', public: false });
    expect(started.status).toBe(200);
    expect(is(started.body.data, StreamInfo)).toBe(true);
    const guest = (await server.get(`${G}/stream/info`)).body.data;
    expect(guest).toMatchObject({
      title: 'Morning show', state: 'living', disabled: false, public: false, paid: false, product_id: null,
      stopped_at: null, viewer_can_watch: false, viewer_paid: false,
    });
    const member = (await server.login('member')).token;
    const asMember = await server.call('GET', `${G}/stream/info`, { token: member });
    expect(asMember.body.data.viewer_can_watch).toBe(true);
    await stop(admin);
    const after = (await server.get(`${G}/stream/info`)).body.data;
    expect(after).toMatchObject({ stream_id: guest.stream_id, state: 'stopped', disabled: true });
    expect(after.stopped_at).toEqual(expect.any(String));
  });
});

describe('POST /stream/start and /stream/stop', () => {
  test('start sets streaming mode and the spotlight time; stop restores the mode and clears it', async () => {
    const admin = (await server.login('admin')).token;
    await server.put(`${G}/settings/full`, { 'group-mode': 'mute' }, admin);
    const before = server.clock.now;
    await start(admin);
    let s = await settings();
    expect(s['group-mode']).toBe('streaming');
    expect(Date.parse(s.lecturing_or_streaming_started_at)).toBe(before);
    const stopped = await stop(admin);
    expect(stopped.body.data.state).toBe('stopped');
    s = await settings();
    expect(s['group-mode']).toBe('mute');
    expect(s.lecturing_or_streaming_started_at).toBeNull();
  });

  test('cannot start in lecture mode, nor twice; stop without a living stream is refused', async () => {
    const admin = (await server.login('admin')).token;
    expectError(await stop(admin), 409, 100409);
    await server.put(`${G}/settings/full`, { 'group-mode': 'lecture' }, admin);
    const refused = await start(admin);
    expectError(refused, 409, 100409);
    expect(refused.body.message).toMatch(/lecture mode/);
    // Still lecturing: the refused start changed nothing.
    expect(await settings()).toMatchObject({ 'group-mode': 'lecture', lecturing_or_streaming_started_at: new Date(server.clock.now).toISOString() });
    await server.put(`${G}/settings/full`, { 'group-mode': 'free' }, admin);
    expect((await start(admin)).status).toBe(200);
    expectError(await start(admin), 409, 100409);
  });

  test('lecture mode starts the spotlight clock; leaving it clears the clock', async () => {
    const admin = (await server.login('admin')).token;
    await server.put(`${G}/settings/full`, { 'group-mode': 'lecture' }, admin);
    const at = server.clock.now;
    expect(Date.parse((await settings()).lecturing_or_streaming_started_at)).toBe(at);
    server.clock.advance(60);
    await server.put(`${G}/settings/full`, { 'group-mode': 'lecture' }, admin);
    expect(Date.parse((await settings()).lecturing_or_streaming_started_at)).toBe(at);
    await server.put(`${G}/settings/full`, { 'group-mode': 'mute' }, admin);
    expect(await settings()).toMatchObject({ 'group-mode': 'mute', lecturing_or_streaming_started_at: null });
  });

  test('the mode cannot change while streaming, and streaming mode is only set by a start', async () => {
    const admin = (await server.login('admin')).token;
    expectError(await server.put(`${G}/settings/full`, { 'group-mode': 'streaming' }, admin), 409, 100409);
    await start(admin);
    const res = await server.put(`${G}/settings/full`, { 'group-mode': 'free' }, admin);
    expectError(res, 409, 100409);
    expect(res.body.message).toMatch(/during live streaming/);
    // Other settings still change.
    expect((await server.put(`${G}/settings/full`, { discussion_enabled: false }, admin)).status).toBe(200);
  });

  test('a stopped stream is not resumed: the next start is a new stream, and payers of a charged one pay again', async () => {
    const admin = (await server.login('admin')).token;
    const member = (await server.login('member')).token;
    const price = { asset_id: 'c6d0c728-2624-429b-8e0d-d9d19b6592fa', amount: '0.0001' };
    const first = (await start(admin, { title: 'Paid', price })).body.data;
    expect(first).toMatchObject({ paid: true, price });
    expect(first.product_id).toEqual(expect.any(String));
    const product = (await server.get(`${G}/products/${first.product_id}`)).body.data;
    expect(product).toMatchObject({ type: 'stream', status: 'normal', price: { amount: '0.0001' } });
    expectError(await server.get(`${G}/stream/urls`, member), 402, 100409);
    await payFor(PERSONAS.member.user_id, first.product_id);
    expect((await server.get(`${G}/stream/urls`, member)).status).toBe(200);
    await stop(admin);
    expect((await server.get(`${G}/products/${first.product_id}`)).body.data.status).toBe('disabled');
    const second = (await start(admin, { title: 'Paid again', price })).body.data;
    expect(second.stream_id).not.toBe(first.stream_id);
    expect(second.product_id).not.toBe(first.product_id);
    const info = (await server.get(`${G}/stream/info`, member)).body.data;
    expect(info).toMatchObject({ viewer_paid: false, viewer_can_watch: false });
    expectError(await server.get(`${G}/stream/urls`, member), 402, 100409);
  });

  test('admin authority: lecturers, members and guests are refused; bad prices are 100400', async () => {
    expectError(await start((await server.login('lecturer')).token), 403, 100403);
    expectError(await start((await server.login('member')).token), 403, 100403);
    expectError(await start((await server.login('pending')).token), 403, 100461);
    expectError(await server.post(`${G}/stream/start`, {}), 401, 100401);
    const admin = (await server.login('admin')).token;
    expectError(await start(admin, { price: { asset_id: 'cny', amount: '0' } }), 400, 100400);
    expectError(await start(admin, { price: { asset_id: 'cny', amount: '-1' } }), 400, 100400);
    expectError(await start(admin, { price: { asset_id: 'nope', amount: '1' } }), 400, 100400);
    expectError(await start(admin, { public: 'yes' }), 400, 100400);
    expect((await server.get(`${G}/stream/info`)).body.data).toBeNull();
  });
});

describe('buying a charged stream through the checkout (POST /orders, PUT /orders/{id}/pay)', () => {
  test('a member buys it once and then watches; membership is untouched; staff and repeat buyers are refused', async () => {
    const admin = (await server.login('admin')).token;
    const { token } = await server.login('member');
    const meBefore = (await server.get(`${G}/users/me`, token)).body.data;
    const info = (await start(admin, { title: 'Paid', price: { asset_id: BTC, amount: '0.0001' } })).body.data;
    expectError(await server.post(`${G}/orders`, { product_id: info.product_id, quantity: 2 }, token), 400, 100400);
    const order = await server.post(`${G}/orders`, { product_id: info.product_id, quantity: 1 }, token);
    expect(order.status).toBe(200);
    const orderId = order.body.data.order_id;
    expect((await server.get(`${G}/orders/${orderId}`, token)).body.data).toMatchObject({ kind: 'stream', quantity: 1 });
    const priced = (await pay(server, token, orderId, 'mixin', BTC)).body.data;
    expect(priced.amount).toBe('0.00010000');
    const paid = await walletPays(server, {
      reference: orderId, asset_id: BTC, amount: priced.amount,
    });
    expect(paid.state).toBe('PAID');
    expect((await server.get(`${G}/stream/urls`, token)).status).toBe(200);
    expect((await server.get(`${G}/stream/info`, token)).body.data).toMatchObject({ viewer_paid: true, viewer_can_watch: true });
    expect((await server.get(`${G}/users/me`, token)).body.data.expired_at).toBe(meBefore.expired_at);
    expectError(await server.post(`${G}/orders`, { product_id: info.product_id, quantity: 1 }, token), 409, 100409);
    expectError(await server.post(`${G}/orders`, { product_id: info.product_id, quantity: 1 }, admin), 409, 100409);
    expectError(await server.post(`${G}/orders`, { product_id: info.product_id, quantity: 1 }, (await server.login('pending')).token), 403, 100461);
    await stop(admin);
    expectError(await server.post(`${G}/orders`, { product_id: info.product_id, quantity: 1 }, token), 409, ErrorCode.productUnavailable);
  });
});

describe('GET /stream/urls', () => {
  test('404 with no living stream; members watch; pending users need membership unless public', async () => {
    const admin = (await server.login('admin')).token;
    const member = (await server.login('member')).token;
    const pending = (await server.login('pending')).token;
    expectError(await server.get(`${G}/stream/urls`, member), 404, 404);
    await start(admin);
    const urls = await server.get(`${G}/stream/urls`, member);
    expect(is(urls.body.data, StreamUrls)).toBe(true);
    expect(urls.body.data.qualities.map((q: { quality: string }) => q.quality)).toEqual(['480p', '720p', 'HD']);
    expectError(await server.get(`${G}/stream/urls`, pending), 403, 100461);
    expectError(await server.get(`${G}/stream/urls`), 401, 100401);
    expectError(await server.get(`${G}/stream/urls`, (await server.login('banned')).token), 403, 100403);
    await stop(admin);
    await start(admin, { public: true });
    expect((await server.get(`${G}/stream/urls`, pending)).status).toBe(200);
  });

  test('the HLS playlists it names are served by the live stand-in', async () => {
    const admin = (await server.login('admin')).token;
    await start(admin);
    const urls = (await server.get(`${G}/stream/urls`, admin)).body.data;
    const master = await server.app.request(urls.hls);
    expect(master.status).toBe(200);
    expect(master.headers.get('content-type')).toMatch(/mpegurl/i);
    expect(await master.text()).toMatch(/#EXTM3U/);
    for (const q of urls.qualities) {
      const playlist = await server.app.request(q.url);
      expect(playlist.status).toBe(200);
      const body = await playlist.text();
      const segment = body.split('\n').find((line) => line && !line.startsWith('#'))!;
      const seg = await server.app.request(new URL(segment, `http://x${q.url}`).pathname);
      expect(seg.status).toBe(200);
      expect((await seg.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }
  });
});

describe('GET /stream/publish_url', () => {
  test('admins get a push URL valid 5 minutes; others are refused', async () => {
    const res = await server.get(`${G}/stream/publish_url`, (await server.login('owner')).token);
    expect(is(res.body.data, StreamPublishUrl)).toBe(true);
    expect(res.body.data.valid_seconds).toBe(300);
    expect(Date.parse(res.body.data.expires_at) - server.clock.now).toBeGreaterThan(299_000);
    expect(Date.parse(res.body.data.expires_at) - server.clock.now).toBeLessThanOrEqual(300_000);
    expect(res.body.data.url).toMatch(/^rtmp:\/\/.+expires=\d+&sign=[0-9a-f]+$/);
    expectError(await server.get(`${G}/stream/publish_url`, (await server.login('member')).token), 403, 100403);
  });
});

describe('GET /stream/previews', () => {
  test('upcoming previews, public, announced first; the due one shows living while a stream is on', async () => {
    let list = (await server.get(`${G}/stream/previews`)).body.data;
    expect(is(list, StreamPreviewList)).toBe(true);
    expect(list.map((p: { preview_id: string }) => p.preview_id))
      .toEqual([PREVIEW_IDS.soon, PREVIEW_IDS.nextWeek, PREVIEW_IDS.unannounced]);
    expect(list.every((p: { state: string }) => p.state === 'pending')).toBe(true);
    server.clock.advance(2 * 24 * 3600 + 60);
    const admin = (await server.login('admin')).token;
    await start(admin);
    list = (await server.get(`${G}/stream/previews`)).body.data;
    expect(list[0]).toMatchObject({ preview_id: PREVIEW_IDS.soon, state: 'living' });
    await stop(admin);
    list = (await server.get(`${G}/stream/previews`)).body.data;
    expect(list.map((p: { preview_id: string }) => p.preview_id)).toEqual([PREVIEW_IDS.nextWeek, PREVIEW_IDS.unannounced]);
  });
});

describe('POST /stream/notify', () => {
  test('counts the active members told; needs a living stream and admin authority', async () => {
    const admin = (await server.login('admin')).token;
    expectError(await server.post(`${G}/stream/notify`, {}, admin), 409, 100409);
    await start(admin);
    // owner, admin, lecturer, member and the member's two paid invitees (seed/invitations.ts); banned and pending are not told.
    expect((await server.post(`${G}/stream/notify`, {}, admin)).body.data).toEqual({ notified: 6 });
    expectError(await server.post(`${G}/stream/notify`, {}, (await server.login('lecturer')).token), 403, 100403);
  });
});

describe('stream messages', () => {
  test('viewers post and page messages newest first; each is an activity of the sender', async () => {
    const admin = (await server.login('admin')).token;
    const member = (await server.login('member')).token;
    expectError(await server.post(`${G}/stream/messages/create`, { text: 'hi' }, member), 404, 404);
    await start(admin, { title: 'Chat show' });
    for (const text of ['one', 'two', '  three  ']) {
      const res = await server.post(`${G}/stream/messages/create`, { text }, member);
      expect(is(res.body.data, StreamMessage)).toBe(true);
      server.clock.advance(1);
    }
    const page = await server.call('GET', `${G}/stream/messages?limit=2`, { token: member });
    expect(is(page.body.data, StreamMessagePage)).toBe(true);
    expect(page.body.data.messages.map((m: { text: string }) => m.text)).toEqual(['three', 'two']);
    expect(page.body.data.has_more).toBe(true);
    const before = page.body.data.messages[1].created_at;
    const next = await server.call('GET', `${G}/stream/messages?limit=2&before=${encodeURIComponent(before)}`, { token: member });
    expect(next.body.data).toMatchObject({ messages: [{ text: 'one', full_name: PERSONAS.member.full_name }], has_more: false });
    const activities = (await server.get(`${G}/users/me/activities?limit=1`, member)).body.data;
    expect(is(activities, ActivityPage)).toBe(true);
    expect(activities.activities[0]).toMatchObject({ kind: 'stream_message', subject_title: 'Chat show' });
  });

  test('text is required and at most 500 characters; non-members of a members-only stream get 100461', async () => {
    const admin = (await server.login('admin')).token;
    await start(admin);
    const member = (await server.login('member')).token;
    expectError(await server.post(`${G}/stream/messages/create`, { text: '   ' }, member), 400, 100400);
    expectError(await server.post(`${G}/stream/messages/create`, {}, member), 400, 100400);
    expectError(await server.post(`${G}/stream/messages/create`, { text: 'x'.repeat(501) }, member), 400, 100400);
    expectError(await server.post(`${G}/stream/messages/create`, { text: 'hi' }, (await server.login('pending')).token), 403, 100461);
    expectError(await server.call('GET', `${G}/stream/messages?limit=0`, { token: member }), 400, 100400);
  });
});
