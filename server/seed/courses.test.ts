import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { openDatabase } from '../db/connection';
import { seedIfEmpty } from '../seed';
import { createTestServer } from '../test/helpers';
import { BENCH_COURSE_COUNT, BENCH_MEMBER_COUNT, COURSE_TAGS, DEMO_COURSE_COUNT } from './courses';

const server = createTestServer();
afterAll(() => server.close());
const one = (sql: string) => server.db.prepare(sql).pluck().get();

describe('demo course seed', () => {
  test('60 published courses across 6 tags, drafts, public and charged ones, 4 albums', () => {
    expect(one("SELECT COUNT(*) FROM courses WHERE group_id = 'demo' AND state = 'published'")).toBe(DEMO_COURSE_COUNT);
    expect(one("SELECT COUNT(*) FROM courses WHERE state = 'draft'")).toBe(2);
    expect(one('SELECT COUNT(DISTINCT tag) FROM course_tags')).toBe(COURSE_TAGS.length);
    expect(one('SELECT COUNT(*) FROM courses WHERE public = 1')).toBeGreaterThan(1);
    expect(one('SELECT COUNT(*) FROM courses WHERE charge_amount IS NOT NULL AND product_id IS NOT NULL')).toBe(2);
    expect(one('SELECT COUNT(*) FROM course_albums')).toBe(4);
    expect(one('SELECT COUNT(DISTINCT category) FROM course_messages')).toBe(6);
  });

  test('every seeded attachment has its bytes in the data folder', () => {
    const ids = server.db.prepare('SELECT attachment_id, size FROM attachments').all() as { attachment_id: string; size: number }[];
    expect(ids.length).toBeGreaterThan(0);
    for (const { attachment_id, size } of ids) {
      expect(statSync(join(server.dir, 'attachments', attachment_id)).size).toBe(size);
    }
  });

  test('the shipped media files stay small (< 200 KB each)', () => {
    const dir = fileURLToPath(new URL('./media', import.meta.url));
    for (const file of readdirSync(dir)) expect(statSync(join(dir, file)).size).toBeLessThan(200 * 1024);
  });
});

describe('SEED_SCALE=bench', () => {
  test('adds 5,000 courses and 20,000 members in one go', () => {
    const dir = mkdtempSync(join(tmpdir(), 'seed-bench-'));
    const previous = process.env.SEED_SCALE;
    process.env.SEED_SCALE = 'bench';
    try {
      const db = openDatabase(join(dir, 'app.db'));
      seedIfEmpty(db, Date.now());
      const count = (sql: string) => db.prepare(sql).pluck().get() as number;
      expect(count("SELECT COUNT(*) FROM courses WHERE state = 'published'")).toBe(DEMO_COURSE_COUNT + BENCH_COURSE_COUNT);
      expect(count("SELECT COUNT(*) FROM memberships WHERE group_id = 'demo' AND user_id LIKE '66000000-%'")).toBe(BENCH_MEMBER_COUNT);
      // How long it takes is a benchmark, not a test: `npm run bench:seed` (server/seed/seed.bench.ts).
      db.close();
    } finally {
      if (previous === undefined) delete process.env.SEED_SCALE;
      else process.env.SEED_SCALE = previous;
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
