import { describe, expect, it } from 'vitest';
import { managesMembers, memberAdminOffer, withPolicy } from './adminRules';

const person = (user_id: string, role: 'owner' | 'admin' | 'lecturer' | 'user') => ({ user_id, role });

describe('memberAdminOffer', () => {
  it('offers the owner every role on anyone but themselves', () => {
    const owner = person('o', 'owner');
    for (const role of ['admin', 'lecturer', 'user'] as const) {
      expect(memberAdminOffer(owner, person('x', role))).toEqual({ roles: ['admin', 'lecturer', 'user'] });
    }
    expect(memberAdminOffer(owner, person('o', 'owner'))).toBeNull();
  });

  it('offers an admin lecturer and member on lecturers and members; nothing on admins, the owner or themselves', () => {
    const admin = person('a', 'admin');
    expect(memberAdminOffer(admin, person('x', 'user'))).toEqual({ roles: ['lecturer', 'user'] });
    expect(memberAdminOffer(admin, person('x', 'lecturer'))).toEqual({ roles: ['lecturer', 'user'] });
    expect(memberAdminOffer(admin, person('y', 'admin'))).toBeNull();
    expect(memberAdminOffer(admin, person('o', 'owner'))).toBeNull();
    expect(memberAdminOffer(admin, person('a', 'admin'))).toBeNull();
  });

  it('offers lecturers, members and guests nothing', () => {
    expect(memberAdminOffer(person('l', 'lecturer'), person('x', 'user'))).toBeNull();
    expect(memberAdminOffer(person('m', 'user'), person('x', 'user'))).toBeNull();
    expect(memberAdminOffer(null, person('x', 'user'))).toBeNull();
    expect(managesMembers(person('l', 'lecturer'))).toBe(false);
    expect(managesMembers(person('a', 'admin'))).toBe(true);
    expect(managesMembers(undefined)).toBe(false);
  });
});

describe('withPolicy', () => {
  it('turns one policy on or off and keeps the other, in order', () => {
    expect(withPolicy([], 'USER_DISABLE_INVITATION', true)).toEqual(['USER_DISABLE_INVITATION']);
    expect(withPolicy(['USER_DISABLE_INVITATION'], 'USER_BAN', true)).toEqual(['USER_BAN', 'USER_DISABLE_INVITATION']);
    expect(withPolicy(['USER_BAN', 'USER_DISABLE_INVITATION'], 'USER_BAN', false)).toEqual(['USER_DISABLE_INVITATION']);
    expect(withPolicy(['USER_BAN', 'SOMETHING_ELSE'], 'USER_BAN', true)).toEqual(['USER_BAN']);
  });
});
