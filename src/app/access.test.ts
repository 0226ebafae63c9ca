import { describe, expect, it } from 'vitest';
import { roleAllows } from './access';

describe('roleAllows (§6)', () => {
  it('gives lecturer authority to lecturers, admins and the owner', () => {
    expect(['user', 'lecturer', 'admin', 'owner'].map((r) => roleAllows('lecturer', r as 'user'))).toEqual([false, true, true, true]);
  });

  it('keeps admin routes to admins and the owner, and owner routes to the owner', () => {
    expect(['user', 'lecturer', 'admin', 'owner'].map((r) => roleAllows('admin', r as 'user'))).toEqual([false, false, true, true]);
    expect(['user', 'lecturer', 'admin', 'owner'].map((r) => roleAllows('owner', r as 'user'))).toEqual([false, false, false, true]);
  });

  it('asks nothing of the role on public and entry routes', () => {
    expect(roleAllows('public', null)).toBe(true);
    expect(roleAllows('entry', 'user')).toBe(true);
    expect(roleAllows('admin', null)).toBe(false);
  });
});
