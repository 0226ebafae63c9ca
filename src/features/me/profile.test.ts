import { describe, expect, it } from 'vitest';
import { meFixture } from '../../../test/fixtures/account';
import { canRenew, membershipExpiry } from './profile';

describe('membershipExpiry', () => {
  it('is the expiry of a member whose membership runs out', () => {
    expect(membershipExpiry(meFixture({ role: 'user', expired_at: '2027-03-09T00:00:00Z' }))).toBe('2027-03-09T00:00:00Z');
  });

  it('is null for staff, whatever the server sends, and for free entry', () => {
    expect(membershipExpiry(meFixture({ role: 'admin', expired_at: '2027-03-09T00:00:00Z' }))).toBeNull();
    expect(membershipExpiry(meFixture({ role: 'owner', expired_at: null }))).toBeNull();
    expect(membershipExpiry(meFixture({ role: 'user', expired_at: null }))).toBeNull();
  });
});

describe('canRenew', () => {
  const expiring = meFixture({ role: 'user', expired_at: '2027-03-09T00:00:00Z' });

  it('only when renewal is enabled and the membership runs out', () => {
    expect(canRenew(true, expiring)).toBe(true);
    expect(canRenew(false, expiring)).toBe(false);
    expect(canRenew(true, meFixture({ role: 'user', expired_at: null }))).toBe(false);
    expect(canRenew(true, meFixture({ role: 'lecturer', expired_at: '2027-03-09T00:00:00Z' }))).toBe(false);
  });
});
