import { describe, expect, it } from 'vitest';
import { createChatStore, type PendingMessage } from './store';
import { chatMessageFixture as msg } from '../../../test/fixtures/chat';

const range = (from: number, to: number) => {
  const out = [];
  for (let seq = from; seq <= to; seq++) out.push(msg({ seq }));
  return out;
};
const seqs = (store: ReturnType<typeof createChatStore>) => store.messages.value.map((m) => m.seq);

const pendingRow = (client_id: string): PendingMessage => ({
  client_id, kind: 'text', text: 'hi', reply_to: null, status: 'sending', created_at: '2026-11-25T10:00:00Z',
});

describe('chat store', () => {
  it('merges the latest page, a backlog and live frames without gaps or duplicates, in seq order', () => {
    const store = createChatStore();
    store.reset(range(1, 50), true);
    // A backlog that overlaps what the page already had, then live frames, one arriving twice.
    store.merge(range(45, 60));
    store.merge([msg({ seq: 62 }), msg({ seq: 61 })]);
    store.merge([msg({ seq: 61 })]);
    expect(seqs(store)).toEqual(range(1, 62).map((m) => m.seq));
    expect(store.latestSeq()).toBe(62);
    expect(store.hasOlder.value).toBe(true);
  });

  it('replaces a held message with its update (recalled, deleted)', () => {
    const store = createChatStore();
    store.reset(range(1, 3), false);
    store.merge([msg({ seq: 2, state: 'recalled', text: '' })]);
    expect(store.messages.value[1].state).toBe('recalled');
    expect(seqs(store)).toEqual([1, 2, 3]);
  });

  it('keeps at most 500: live messages drop the oldest, which then count as older to load again', () => {
    const store = createChatStore();
    store.reset(range(1, 490), false);
    expect(store.hasOlder.value).toBe(false);
    store.merge(range(491, 520));
    expect(store.messages.value).toHaveLength(500);
    expect(seqs(store)[0]).toBe(21);
    expect(seqs(store)[499]).toBe(520);
    expect(store.hasOlder.value).toBe(true);
  });

  it('loads older pages before the first held; past the cap it drops the newest and stops taking live ones', () => {
    const store = createChatStore(100);
    store.reset(range(151, 200), true);
    store.prepend(range(101, 150), false);
    expect(seqs(store)[0]).toBe(101);
    expect(store.atLatest.value).toBe(true);
    // A page that overlaps what is held adds only what is older.
    store.prepend(range(51, 110), false);
    expect(store.messages.value).toHaveLength(100);
    expect(seqs(store)[0]).toBe(51);
    expect(seqs(store)[99]).toBe(150);
    expect(store.atLatest.value).toBe(false);
    // A live message past the run would leave a gap: counted, not shown; an update inside it is applied.
    store.merge([msg({ seq: 201 }), msg({ seq: 60, state: 'deleted' })]);
    expect(seqs(store)[99]).toBe(150);
    expect(store.messages.value[9].state).toBe('deleted');
    expect(store.latestSeq()).toBe(201);
    // Scrolling down loads what follows until it meets the newest.
    store.appendNewer(range(151, 200), true);
    expect(store.atLatest.value).toBe(false);
    expect(seqs(store)[0]).toBe(101);
    store.appendNewer(range(201, 201), false);
    expect(store.atLatest.value).toBe(true);
    expect(seqs(store)[99]).toBe(201);
    store.prepend([], true);
    expect(store.hasOlder.value).toBe(false);
  });

  it('matches an optimistic row by client_id when the server copy arrives (live or as the answer)', () => {
    const store = createChatStore();
    store.reset(range(1, 2), false);
    store.addPending(pendingRow('c-1'));
    store.addPending(pendingRow('c-2'));
    store.merge([msg({ seq: 3, client_id: 'c-1' })]);
    expect(store.pending.value.map((p) => p.client_id)).toEqual(['c-2']);
    store.failPending('c-2', new Error('x'));
    expect(store.pending.value[0].status).toBe('failed');
    expect(store.retryPending('c-2')).toMatchObject({ client_id: 'c-2', status: 'sending' });
    expect(store.pending.value[0].status).toBe('sending');
    store.merge([msg({ seq: 4, client_id: 'c-2' })]);
    store.merge([msg({ seq: 4, client_id: 'c-2' })]);
    expect(store.pending.value).toEqual([]);
    expect(seqs(store)).toEqual([1, 2, 3, 4]);
  });
});
