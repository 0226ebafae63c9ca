import { afterAll, describe, expect, test } from 'vitest';
import { is } from 'superstruct';
import { StreamInfo, StreamPreview } from '../../../contract/stream';
import { ErrorCode } from '../../../contract/errors';
import { PREVIEW_IDS } from '../../seed/live';
import { signedInEachTest } from '../../test/admin';
import { listedEvents } from '../../test/admin-events';
import { createTestServer, expectError } from '../../test/helpers';

// The admin's stream sections (issue 14 point 3, admin/stream and admin/setting/stream_prepare):
// starting and stopping are group events recorded in the stream's own transactions, the
// orientation prepared in the settings goes onto the next stream the viewers see, and the preview
// schedule (POST and DELETE /stream/previews) is what members see coming up.

const server = createTestServer();
afterAll(() => server.close());

const G = '/api/groups/demo';
const tokens = signedInEachTest(server);

const events = () => listedEvents(server, tokens.owner);
const start = (token: string | undefined, body: unknown = {}) => server.post(`${G}/stream/start`, body, token);
const stop = (token?: string) => server.post(`${G}/stream/stop`, {}, token);

describe('POST /stream/start and /stream/stop: group events', () => {
  test('a start records its title, audience, price and orientation; a stop its title', async () => {
    const started = await start(tokens.admin, { title: 'Office hours', public: true, price: { asset_id: 'cny', amount: '6.6' } });
    expect(started.status, started.text).toBe(200);
    const id = started.body.data.stream_id as string;
    expect((await events())[0]).toMatchObject({
      action: 'stream.start', target_kind: 'stream', target_id: id, actor: { full_name: 'Adam Admin' },
      details: { title: 'Office hours', public: true, price: { asset_id: 'cny', amount: '6.6' }, orientation: 'landscape' },
    });
    expect((await stop(tokens.owner)).status).toBe(200);
    expect((await events())[0]).toMatchObject({ action: 'stream.stop', target_id: id, details: { title: 'Office hours' }, actor: { full_name: 'Olivia Owner' } });
  });

  test('refused starts and stops record nothing (§4: not in lecture mode, never twice, nothing to stop; §6 admins only)', async () => {
    const before = await events();
    expectError(await stop(tokens.admin), 409, 100409);
    expectError(await start(tokens.lecturer), 403, 100403);
    expectError(await start(tokens.member), 403, 100403);
    expectError(await start(undefined), 401, 100401);
    expectError(await start(tokens.admin, { price: { asset_id: 'cny', amount: 'free' } }), 400, 100400);
    expect(await events()).toEqual(before);

    await server.put(`${G}/settings/full`, { 'group-mode': 'lecture' }, tokens.admin);
    const lecturing = await events();
    expectError(await start(tokens.admin), 409, 100409);
    expect(await events()).toEqual(lecturing);
    await server.put(`${G}/settings/full`, { 'group-mode': 'free' }, tokens.admin);

    expect((await start(tokens.admin)).status).toBe(200);
    const living = await events();
    expectError(await start(tokens.admin), 409, 100409);
    expectError(await stop(tokens.lecturer), 403, 100403);
    expectError(await stop(tokens.member), 403, 100403);
    expect(await events()).toEqual(living);
    // Another group's admin stops nothing here.
    const freeOwner = (await server.login('owner', 'free')).token;
    expectError(await server.post('/api/groups/free/stream/stop', {}, freeOwner), 409, 100409);
    expect((await server.get(`${G}/stream/info`)).body.data.state).toBe('living');
  });
});

describe('stream_orientation (PUT /settings/full) and the stream it shapes', () => {
  test('the prepared orientation goes onto the next stream; changing it later leaves a living stream as it is', async () => {
    expect((await server.get(`${G}/admin/settings`, tokens.admin)).body.data.stream_orientation).toBe('landscape');
    const saved = await server.put(`${G}/settings/full`, { stream_orientation: 'portrait' }, tokens.admin);
    expect(saved.body.data.stream_orientation).toBe('portrait');
    expect((await events())[0]).toMatchObject({ action: 'settings.update', details: { stream_orientation: 'portrait' } });

    const started = await start(tokens.admin);
    expect(is(started.body.data, StreamInfo)).toBe(true);
    expect(started.body.data.orientation).toBe('portrait');
    await server.put(`${G}/settings/full`, { stream_orientation: 'landscape' }, tokens.admin);
    expect((await server.get(`${G}/stream/info`, tokens.member)).body.data.orientation).toBe('portrait');
    await stop(tokens.admin);
    expect((await start(tokens.admin)).body.data.orientation).toBe('landscape');
  });

  test('only its two values, only from admins', async () => {
    expectError(await server.put(`${G}/settings/full`, { stream_orientation: 'square' }, tokens.admin), 400, 100400);
    expectError(await server.put(`${G}/settings/full`, { stream_orientation: 'portrait' }, tokens.lecturer), 403, 100403);
    expectError(await server.put(`${G}/settings/full`, { stream_orientation: 'portrait' }, tokens.member), 403, 100403);
    expectError(await server.put(`${G}/settings/full`, { stream_orientation: 'portrait' }), 401, 100401);
    expect((await server.get(`${G}/admin/settings`, tokens.admin)).body.data.stream_orientation).toBe('landscape');
  });
});

describe('the preview schedule: POST /stream/previews and DELETE /stream/previews/{id}', () => {
  const HOUR = 3600 * 1000;
  const at = (ms: number) => new Date(server.clock.now + ms).toISOString();
  const add = (token: string | undefined, body: unknown) => server.post(`${G}/stream/previews`, body, token);
  const remove = (token: string | undefined, id: string, group = 'demo') => server.call('DELETE', `/api/groups/${group}/stream/previews/${id}`, { token });
  const listed = async () => ((await server.get(`${G}/stream/previews`)).body.data as StreamPreview[]);
  const ids = async () => (await listed()).map((p) => p.preview_id);
  const rows = () => server.sql.all(`SELECT preview_id, title, live_at FROM stream_previews WHERE group_id = 'demo' ORDER BY preview_id`);

  test('an admin announces a stream: trimmed, listed soonest first for everyone, recorded with its title', async () => {
    const res = await add(tokens.admin, { title: '  Ask me anything  ', starts_at: at(24 * HOUR), description: ' Bring questions. ' });
    expect(res.status, res.text).toBe(200);
    const preview = res.body.data as StreamPreview;
    expect(is(preview, StreamPreview)).toBe(true);
    expect(preview).toMatchObject({ title: 'Ask me anything', description: 'Bring questions.', cover_url: '', state: 'pending', live_at: at(24 * HOUR) });
    // Tomorrow comes before the seed's "in 2 days" and "in 7 days"; the unannounced one stays last. Guests see it too.
    expect(await ids()).toEqual([preview.preview_id, PREVIEW_IDS.soon, PREVIEW_IDS.nextWeek, PREVIEW_IDS.unannounced]);
    expect((await events())[0]).toEqual({
      action: 'stream.preview_add', target_kind: 'stream_preview', target_id: preview.preview_id,
      actor: expect.objectContaining({ full_name: 'Adam Admin' }),
      details: { title: 'Ask me anything', live_at: at(24 * HOUR) },
      event_id: expect.any(Number), created_at: expect.any(String),
    });

    // A time with an offset is stored as UTC; the description is optional.
    const day = at(30 * 24 * HOUR).slice(0, 10);
    const offset = await add(tokens.owner, { title: 'Evening session', starts_at: `${day}T20:30:00+08:00` });
    expect(offset.status, offset.text).toBe(200);
    expect(offset.body.data.live_at).toBe(`${day}T12:30:00.000Z`);
    expect(offset.body.data.description).toBe('');
  });

  test('the owner and admins take any preview off, announced or not; it is gone for everyone and recorded', async () => {
    const removed = await remove(tokens.owner, PREVIEW_IDS.soon);
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body.data).toEqual({ preview_id: PREVIEW_IDS.soon });
    expect(await ids()).toEqual([PREVIEW_IDS.nextWeek, PREVIEW_IDS.unannounced]);
    expect((await events())[0]).toMatchObject({
      action: 'stream.preview_remove', target_kind: 'stream_preview', target_id: PREVIEW_IDS.soon, actor: { full_name: 'Olivia Owner' },
      details: { title: 'Live Q&A: your first portfolio' },
    });
    expect((await remove(tokens.admin, PREVIEW_IDS.unannounced)).status).toBe(200);
    expect((await events())[0]).toMatchObject({ action: 'stream.preview_remove', details: { title: 'Guest lecture (date to be announced)', live_at: null } });
    expect(await ids()).toEqual([PREVIEW_IDS.nextWeek]);
    // Twice is not found the second time, and records nothing more.
    const before = await events();
    expectError(await remove(tokens.admin, PREVIEW_IDS.soon), 404, 404);
    expect(await events()).toEqual(before);
  });

  test('lecturers, members and guests are refused with nothing changed; another group\'s preview is not found', async () => {
    const body = { title: 'Sneaky stream', starts_at: at(HOUR) };
    const before = { rows: await rows(), events: await events() };
    expectError(await add(tokens.lecturer, body), 403, 100403);
    expectError(await add(tokens.member, body), 403, 100403);
    expectError(await add(undefined, body), 401, 100401);
    expectError(await remove(tokens.lecturer, PREVIEW_IDS.soon), 403, 100403);
    expectError(await remove(tokens.member, PREVIEW_IDS.soon), 403, 100403);
    expectError(await remove(undefined, PREVIEW_IDS.soon), 401, 100401);
    // Refused before the body is read: a member learns nothing about the rules either.
    expectError(await add(tokens.member, { title: '' }), 403, 100403);

    const freeOwner = (await server.login('owner', 'free')).token;
    expectError(await remove(freeOwner, PREVIEW_IDS.soon, 'free'), 404, 404);
    expectError(await remove(tokens.admin, 'no-such-preview'), 404, 404);
    // A token of demo does not act on free.
    expectError(await server.post('/api/groups/free/stream/previews', body, tokens.admin), 401, 100401);
    expect(await rows()).toEqual(before.rows);
    expect(await events()).toEqual(before.events);
  });

  test('bad input is 400 100400 with the field and the rule named, and changes nothing', async () => {
    const before = { rows: await rows(), events: await events() };
    const refused = async (body: unknown, message: RegExp) => {
      const res = await add(tokens.admin, body);
      expectError(res, 400, 100400);
      expect(res.body.message).toMatch(message);
    };
    const soon = at(HOUR);
    await refused({ title: '   ', starts_at: soon }, /^invalid title: 1 to 120 characters/);
    await refused({ title: 'x'.repeat(121), starts_at: soon }, /^invalid title/);
    await refused({ title: '😀'.repeat(121), starts_at: soon }, /^invalid title/);
    await refused({ title: 'Q&A', starts_at: soon, description: 'd'.repeat(501) }, /^invalid description: at most 500 characters/);
    await refused({ title: 'Q&A', starts_at: at(-60_000) }, /^invalid starts_at: must be in the future/);
    await refused({ title: 'Q&A', starts_at: at(0) }, /^invalid starts_at: must be in the future/);
    await refused({ title: 'Q&A', starts_at: at(366 * 24 * HOUR + 60_000) }, /^invalid starts_at: at most 366 days ahead/);
    await refused({ title: 'Q&A', starts_at: 'tomorrow' }, /^invalid starts_at: expected an ISO date-time/);
    await refused({ title: 'Q&A', starts_at: soon.slice(0, 16) }, /^invalid starts_at: expected an ISO date-time with its time zone/);
    await refused({ title: 'Q&A', starts_at: '2030-13-45T10:00:00Z' }, /^invalid starts_at/);
    await refused({ title: 'Q&A' }, /starts_at/);
    await refused({ title: 'Q&A', starts_at: soon, cover_url: 'https://x.test/a.png' }, /cover_url/);
    await refused({ title: 42, starts_at: soon }, /title/);
    expect(await rows()).toEqual(before.rows);
    expect(await events()).toEqual(before.events);

    // The edges themselves are fine: 120 characters (emoji count as one), 500 of description, 366 days ahead.
    expect((await add(tokens.admin, { title: '😀'.repeat(120), starts_at: soon, description: 'd'.repeat(500) })).status).toBe(200);
    expect((await add(tokens.admin, { title: 'A year on', starts_at: at(366 * 24 * HOUR) })).status).toBe(200);
  });

  test('at most 20 upcoming per group (409 streamPreviewsFull); a past or deleted one frees a place', async () => {
    // The seed has 3 upcoming (one not announced yet); 17 more fill the schedule.
    for (let i = 1; i <= 17; i += 1) {
      const res = await add(tokens.admin, { title: `Session ${i}`, starts_at: at((10 + i) * 24 * HOUR) });
      expect(res.status, res.text).toBe(200);
    }
    expect(await ids()).toHaveLength(20);
    const before = { rows: await rows(), events: await events() };
    const full = await add(tokens.owner, { title: 'One too many', starts_at: at(HOUR) });
    expectError(full, 409, ErrorCode.streamPreviewsFull);
    expect(full.body.message).toBe('at most 20 upcoming stream previews');
    expect(await rows()).toEqual(before.rows);
    expect(await events()).toEqual(before.events);

    // Deleting one makes room for one.
    expect((await remove(tokens.admin, PREVIEW_IDS.unannounced)).status).toBe(200);
    expect((await add(tokens.admin, { title: 'In its place', starts_at: at(HOUR) })).status).toBe(200);
    expectError(await add(tokens.admin, { title: 'Full again', starts_at: at(HOUR) }), 409, ErrorCode.streamPreviewsFull);

    // Once a preview's time has passed it is no longer upcoming.
    server.clock.advance(90 * 60);
    expect((await add(tokens.admin, { title: 'After the first', starts_at: at(HOUR) })).status).toBe(200);
    expect((await events()).filter((e) => e.action === 'stream.preview_add')).toHaveLength(19);
  });
});
