import { describe, expect, it } from 'vitest';
import { API } from './index';
import { pathParamNames } from './call';

describe('the declared calls', () => {
  const all = Object.entries(API).flatMap(([resource, calls]) => Object.entries(calls).map(([name, c]) => ({ id: `${resource}.${name}`, ...c })));

  it('are each one method on one path, declared once', () => {
    const seen = new Map<string, string>();
    for (const c of all) {
      const key = `${c.method} ${c.path}`;
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

  // The spec puts a few writes' parameters in the query string (§7 PUT /users/members/{id}/block?block=):
  // those, and only those, are writes with a query.
  const QUERY_WRITES = ['member.block', 'member.shutUp', 'member.setRole'];

  it('take a body only when they write, and a query only when they read (or the spec says otherwise)', () => {
    const misplaced = all.filter((c) => (c.body && ['POST', 'PUT', 'PATCH'].indexOf(c.method) < 0)
      || (c.query && c.method !== 'GET' && QUERY_WRITES.indexOf(c.id) < 0));
    expect(misplaced.map((c) => c.id)).toEqual([]);
  });
});
