import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http';
import { chatMessageFixture as msg } from '../../../test/fixtures/chat';
import { canSendIn, isRefusal, messageActions, newClientId, refusalDetail, retryAfterSeconds } from './model';

describe('chat model rules', () => {
  it('§6: everyone speaks in free mode; only lecturer authority in lecture, mute and streaming; a blocked member never', () => {
    expect(canSendIn('free', 'user', true)).toBe(true);
    for (const mode of ['lecture', 'mute', 'streaming'] as const) {
      expect(canSendIn(mode, 'user', true)).toBe(false);
      expect(canSendIn(mode, 'lecturer', true)).toBe(true);
      expect(canSendIn(mode, 'admin', true)).toBe(true);
    }
    expect(canSendIn('free', 'user', false)).toBe(false);
  });

  it('the author may recall for 2 minutes; owner and admins delete others\' messages; gone and system messages have no actions', () => {
    const sent = Date.parse('2026-11-25T10:00:00Z');
    const mine = msg({ seq: 1, created_at: '2026-11-25T10:00:00Z', author: { user_id: 'me', full_name: 'Me', avatar_url: '', nickname: '', role: 'user' } });
    const me = { user_id: 'me', role: 'user' as const };
    expect(messageActions(mine, me, sent + 119_000)).toEqual({ reply: true, recall: true, remove: false });
    expect(messageActions(mine, me, sent + 121_000).recall).toBe(false);
    const admin = { user_id: 'boss', role: 'admin' as const };
    expect(messageActions(mine, admin, sent).remove).toBe(true);
    expect(messageActions({ ...mine, state: 'recalled' }, admin, sent)).toEqual({ reply: false, recall: false, remove: false });
    expect(messageActions(msg({ kind: 'system', author: null }), admin, sent).reply).toBe(false);
  });

  it('tells a refusal (kept in the composer) from a failure worth a retry, and reads its detail', () => {
    const deny = new ApiError(102604, 'deny word: spam', 400);
    expect(isRefusal(deny)).toBe(true);
    expect(refusalDetail(deny)).toBe('spam');
    expect(isRefusal(new ApiError(-1, 'no response'))).toBe(false);
    expect(isRefusal(new ApiError(500, 'oops', 500))).toBe(false);
    expect(retryAfterSeconds(new ApiError(102603, 'rate limited: 12', 429))).toBe(12);
    expect(retryAfterSeconds(new ApiError(102603, 'rate limited', 429, 7))).toBe(7);
    expect(retryAfterSeconds(deny)).toBeNull();
  });

  it('makes v4 uuids for client_id without crypto.randomUUID', () => {
    const ids = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const id = newClientId();
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      ids.add(id);
    }
    expect(ids.size).toBe(50);
  });
});
