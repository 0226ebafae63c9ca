import { describe, expect, it } from 'vitest';
import { meFixture } from '../../../test/fixtures/account';
import { isActiveMember, isBanned } from './membership';

const NOW = Date.parse('2025-06-01T00:00:00Z');

describe('isActiveMember', () => {
  it('counts staff by role whatever their state', () => {
    for (const role of ['owner', 'admin', 'lecturer'] as const) {
      expect(isActiveMember(meFixture({ role, state: 'pending' }), NOW)).toBe(true);
    }
    expect(isActiveMember(meFixture({ role: 'user', state: 'pending' }), NOW)).toBe(false);
  });

  it('counts paid and subscribed users until their expiry', () => {
    expect(isActiveMember(meFixture({ state: 'paid', expired_at: null }), NOW)).toBe(true);
    expect(isActiveMember(meFixture({ state: 'subscribed', expired_at: '2025-06-02T00:00:00Z' }), NOW)).toBe(true);
    expect(isActiveMember(meFixture({ state: 'paid', expired_at: '2025-06-01T00:00:00Z' }), NOW)).toBe(false);
    expect(isActiveMember(meFixture({ state: 'paid', expired_at: '2025-05-01T00:00:00Z' }), NOW)).toBe(false);
  });

  it('does not count the other states', () => {
    for (const state of ['unverified', 'pending', 'unsubscribed', 'blocked'] as const) {
      expect(isActiveMember(meFixture({ state, expired_at: null }), NOW)).toBe(false);
    }
  });
});

describe('isBanned', () => {
  it('is the USER_BAN policy only', () => {
    expect(isBanned(meFixture({ policies: [] }))).toBe(false);
    expect(isBanned(meFixture({ policies: [{ policy_type: 'USER_DISABLE_INVITATION' }] }))).toBe(false);
    expect(isBanned(meFixture({ policies: [{ policy_type: 'USER_DISABLE_INVITATION' }, { policy_type: 'USER_BAN' }] }))).toBe(true);
  });
});
