import { describe, expect, it } from 'vitest';
import { API } from './index';
import { pathParamNames } from './call';

describe('the declared calls', () => {
  const all = Object.entries(API).flatMap(([resource, calls]) => Object.entries(calls).map(([name, c]) => ({ id: `${resource}.${name}`, ...c })));

  it('are each one method on one path, declared once', () => {
    const seen = new Map<string, string>();
    for (const c of all) {
      const key = `${c.method} ${c.under ?? ''}${c.path}`;
      expect(seen.get(key), `${c.id} and ${seen.get(key)} are both ${key}`).toBeUndefined();
      seen.set(key, c.id);
    }
  });

  it('have paths under the group, parameters named once, a summary and an answer', () => {
    for (const c of all) {
      expect(c.path, c.id).toMatch(/^\/[\w\-/:]*$/);
      const names = pathParamNames(c.path);
      expect(new Set(names).size, c.id).toBe(names.length);
      expect(c.summary.length, c.id).toBeGreaterThan(10);
      expect(c.response, c.id).toBeDefined();
    }
  });

  it("are a group's, or an outside party's under a path of their own", () => {
    const misplaced = all.filter((c) => (c.access === 'provider') !== (c.under !== undefined) || (c.under !== undefined && !/^\/[a-z]+$/.test(c.under)));
    expect(misplaced.map((c) => c.id)).toEqual([]);
  });

  // Some writes take their arguments in the query, as the spec writes them (`PUT /chat/?mode=…`,
  // `POST /invitations/apply?code`, `DELETE /checkin/activities/quit?activity_id=`): never a query
  // and a body both.
  it('take a body only when they write, and never a query beside a body', () => {
    const misplaced = all.filter((c) => ((c.body || c.upload) && ['POST', 'PUT', 'PATCH'].indexOf(c.method) < 0) || (c.query && (c.body || c.upload)));
    expect(misplaced.map((c) => c.id)).toEqual([]);
  });
});
