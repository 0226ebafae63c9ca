import { describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { assignableRoles, hasMembership, memberActionRefusal, MemberPoliciesInput, roleChangeRefusal } from './memberAdmin';

const p = (user_id: string, role: 'owner' | 'admin' | 'lecturer' | 'user') => ({ user_id, role });

describe('who may act on whom (§6, issue 14 point 2)', () => {
  it('nobody acts on themselves or the owner; only the owner acts on admins', () => {
    expect(memberActionRefusal(p('a', 'admin'), p('a', 'admin'))).toBe('self');
    expect(memberActionRefusal(p('o', 'owner'), p('o', 'owner'))).toBe('self');
    expect(memberActionRefusal(p('a', 'admin'), p('o', 'owner'))).toBe('owner');
    expect(memberActionRefusal(p('a', 'admin'), p('b', 'admin'))).toBe('admin');
    expect(memberActionRefusal(p('o', 'owner'), p('b', 'admin'))).toBeNull();
    expect(memberActionRefusal(p('a', 'admin'), p('l', 'lecturer'))).toBeNull();
    expect(memberActionRefusal(p('a', 'admin'), p('m', 'user'))).toBeNull();
  });

  it('only the owner makes admins', () => {
    expect(assignableRoles('owner')).toEqual(['admin', 'lecturer', 'user']);
    expect(assignableRoles('admin')).toEqual(['lecturer', 'user']);
    expect(roleChangeRefusal(p('a', 'admin'), p('m', 'user'), 'admin')).toBe('owner_only');
    expect(roleChangeRefusal(p('a', 'admin'), p('m', 'user'), 'lecturer')).toBeNull();
    expect(roleChangeRefusal(p('o', 'owner'), p('m', 'user'), 'admin')).toBeNull();
    // Unmaking an admin is acting on an admin.
    expect(roleChangeRefusal(p('a', 'admin'), p('b', 'admin'), 'user')).toBe('admin');
    expect(roleChangeRefusal(p('o', 'owner'), p('b', 'admin'), 'user')).toBeNull();
  });

  it('someone who only signed in has no membership to end', () => {
    for (const state of ['paid', 'subscribed', 'unsubscribed', 'blocked'] as const) expect(hasMembership({ role: 'user', state })).toBe(true);
    for (const state of ['pending', 'unverified'] as const) expect(hasMembership({ role: 'user', state })).toBe(false);
    expect(hasMembership({ role: 'lecturer', state: 'pending' })).toBe(true);
  });

  it('policies are the two of §6, each at most once', () => {
    expect(is({ policies: [] }, MemberPoliciesInput)).toBe(true);
    expect(is({ policies: ['USER_BAN', 'USER_DISABLE_INVITATION'] }, MemberPoliciesInput)).toBe(true);
    expect(is({ policies: ['USER_MUTE'] }, MemberPoliciesInput)).toBe(false);
    expect(is({ policies: ['USER_BAN', 'USER_BAN', 'USER_BAN'] }, MemberPoliciesInput)).toBe(false);
  });
});
