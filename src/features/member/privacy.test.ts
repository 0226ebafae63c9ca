import { describe, expect, it } from 'vitest';
import { activitiesHidden, membersHidden } from './privacy';

const member = { user_id: 'u-member', role: 'user' as const };
const lecturer = { user_id: 'u-lecturer', role: 'lecturer' as const };
const admin = { user_id: 'u-admin', role: 'admin' as const };
const owner = { user_id: 'u-owner', role: 'owner' as const };

describe('membersHidden', () => {
  it('hides nothing while the group shows its members (or says nothing)', () => {
    expect(membersHidden({ members_visible: true, profile_show_activities: true }, member)).toBe(false);
    expect(membersHidden(undefined, member)).toBe(false);
    expect(membersHidden({ members_visible: undefined, profile_show_activities: undefined }, member)).toBe(false);
  });

  it('with members kept to admins: hides the list and others\' pages from members and lecturers, not their own page', () => {
    const off = { members_visible: false, profile_show_activities: true };
    expect(membersHidden(off, member)).toBe(true);
    expect(membersHidden(off, lecturer)).toBe(true);
    expect(membersHidden(off, member, 'u-other')).toBe(true);
    expect(membersHidden(off, member, 'u-member')).toBe(false);
    expect(membersHidden(off, undefined, 'u-member')).toBe(true);
    for (const staff of [admin, owner]) {
      expect(membersHidden(off, staff)).toBe(false);
      expect(membersHidden(off, staff, 'u-other')).toBe(false);
    }
  });
});

describe('activitiesHidden', () => {
  const off = { members_visible: true, profile_show_activities: false };
  it('hides others\' history from members when the group keeps it private; never one\'s own, never from admins', () => {
    expect(activitiesHidden(off, member, 'u-other')).toBe(true);
    expect(activitiesHidden(off, member, 'u-member')).toBe(false);
    expect(activitiesHidden(off, admin, 'u-other')).toBe(false);
    expect(activitiesHidden({ members_visible: true, profile_show_activities: true }, member, 'u-other')).toBe(false);
  });
});
