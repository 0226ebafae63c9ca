import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { myBadgeFixture } from '../../../test/fixtures/badge';
import type { MyBadge } from '../../../contract/badge';

const answers: MyBadge[] = [];
const fetchMyBadge = vi.fn(() => Promise.resolve(answers.shift()!));
vi.mock('./api', () => ({
  fetchMyBadge: (...args: unknown[]) => (fetchMyBadge as (...a: unknown[]) => Promise<MyBadge>)(...args),
  fetchBadgeProducts: vi.fn(), fetchMemberBadges: vi.fn(), fetchSharedBadge: vi.fn(), postBadgeSeal: vi.fn(),
}));

const { BADGE_POLL_MS, myBadge, pollSeal, splitCatalog } = await import('./model');

describe('polling a seal in flight', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    fetchMyBadge.mockClear();
    myBadge.clear('demo');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks every 3000 ms while lighting, puts each answer in place, and stops once lighted', async () => {
    expect(BADGE_POLL_MS).toBe(3000);
    answers.push(myBadgeFixture({ chain_state: 'lighting', seal_id: 's1' }), myBadgeFixture({ chain_state: 'lighted', seal_id: 's1', tx_hash: '0x1', sealed_at: '2026-11-02T00:00:00.000Z' }));
    pollSeal('demo', 'kudos_giver');
    await vi.advanceTimersByTimeAsync(2999);
    expect(fetchMyBadge).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMyBadge).toHaveBeenCalledTimes(1);
    expect(myBadge.of('demo', 'kudos_giver').data?.chain_state).toBe('lighting');
    await vi.advanceTimersByTimeAsync(3000);
    expect(fetchMyBadge).toHaveBeenCalledTimes(2);
    expect(myBadge.of('demo', 'kudos_giver').data?.tx_hash).toBe('0x1');
    await vi.advanceTimersByTimeAsync(30000);
    expect(fetchMyBadge).toHaveBeenCalledTimes(2);
  });

  it('stops when told to', async () => {
    answers.push(myBadgeFixture({ chain_state: 'lighting', seal_id: 's1' }));
    const stop = pollSeal('demo', 'kudos_giver');
    stop();
    await vi.advanceTimersByTimeAsync(10000);
    expect(fetchMyBadge).not.toHaveBeenCalled();
    answers.length = 0;
  });
});

describe('the catalog', () => {
  it('puts earned badges first, the rest to earn after, each in catalog order', () => {
    const { earned, toEarn } = splitCatalog([
      { key: 'a', kind: 'general', earned: false, earned_at: null },
      { key: 'b', kind: 'general', earned: true, earned_at: 'x' },
      { key: 'c', kind: 'verified', earned: false, earned_at: null },
    ]);
    expect(earned.map((b) => b.key)).toEqual(['b']);
    expect(toEarn.map((b) => b.key)).toEqual(['a', 'c']);
  });
});
