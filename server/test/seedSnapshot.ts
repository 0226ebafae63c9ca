import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../db/connection';
import { attachmentDir } from '../routes/attachment/attachment.store';
import { SERVER_STATE_TABLES } from '../seed';

// The server suite resets the sandbox about 850 times (a `beforeEach` in most files), and each reset
// seeded the whole demo again through the seed's code: 130–150 ms of a quiet 2-core machine each, about
// half of the suite's time (issue 22 point 4). The seed is a function of the moment it is written at, so
// the test server keeps the rows it seeded and, when a test resets at that same moment (its clock not
// moved), puts those rows back with plain SQL instead (a few ms). A reset at another moment, or when the
// sandbox is off, still goes through `POST /sandbox/control/reset` (server/sandbox/sandbox.test.ts
// checks that route itself), and that seed becomes the one kept.
//
// The copy is exact: every table but `meta` (the signing key, which a reset keeps too) and the
// migrations' record, rowids included. Foreign keys are off while rows go back, and a table a trigger
// writes into (a group's vaults, the search indexes) is emptied after its source is back and then takes
// the seed's own rows, so no trigger adds rows the seed did not have.

/** Tables a reset keeps as they are (server/seed.ts resetDatabase). */
const KEPT = new Set(SERVER_STATE_TABLES);

/** A table; `wr` is 1 for a table WITHOUT ROWID (its key orders it). */
type TableRow = { name: string; type: string; wr: number };

function tables(db: Db, schema: string): TableRow[] {
  return (db.prepare(`SELECT name, type, wr FROM pragma_table_list WHERE schema = ? AND name NOT LIKE 'sqlite_%'`)
    .all(schema) as TableRow[]).filter((t) => !KEPT.has(t.name));
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The tables the database's triggers insert into. */
function triggerTargets(db: Db): Set<string> {
  const sqls = db.prepare(`SELECT sql FROM sqlite_master WHERE type = 'trigger'`).pluck().all() as string[];
  return new Set(sqls.flatMap((sql) => [...sql.matchAll(/INSERT\s+INTO\s+"?(\w+)"?/gi)].map((m) => m[1]!)));
}

/** Whether every attachment file the rows name is still on disk (a test may have deleted one). */
function filesPresent(db: Db, schema: string): boolean {
  const dir = attachmentDir(db);
  const ids = db.prepare(`SELECT attachment_id FROM ${schema}.attachments`).pluck().all() as string[];
  return ids.every((id) => existsSync(join(dir, id)));
}

export type SeedSnapshot = {
  /** Keeps what the database holds now as the seed written at `at`. */
  take(at: number): void;
  /** Puts the seed written at `at` back, if that is the one kept; false when a real reset is needed. */
  restore(at: number): boolean;
  close(): void;
};

export function seedSnapshot(db: Db): SeedSnapshot {
  const dir = mkdtempSync(join(tmpdir(), 'groups-seed-snapshot-'));
  const file = join(dir, 'seed.db');
  /** The seed kept, and what putting it back takes, worked out once from the schema when it is kept. */
  let kept: { at: number; emptied: string[]; copies: string[] } | null = null;

  function attached<T>(run: () => T): T {
    db.prepare('ATTACH DATABASE ? AS seed').run(file);
    try {
      return run();
    } finally {
      db.exec('DETACH DATABASE seed');
    }
  }

  /** The statement that puts a table's kept rows back, rowids included. */
  function copy({ name, wr }: TableRow): string {
    const cols = (db.prepare(`SELECT name FROM pragma_table_info(?, 'main')`).pluck().all(name) as string[]).map(quote).join(', ');
    return wr
      ? `INSERT INTO main.${quote(name)} (${cols}) SELECT ${cols} FROM seed.${quote(name)}`
      : `INSERT INTO main.${quote(name)} (rowid, ${cols}) SELECT "__rowid", ${cols} FROM seed.${quote(name)} ORDER BY "__rowid"`;
  }

  return {
    take(at) {
      const all = tables(db, 'main');
      const copied = all.filter((t) => t.type === 'table');
      attached(() => db.transaction(() => {
        for (const { name } of tables(db, 'seed')) db.exec(`DROP TABLE seed.${quote(name)}`);
        for (const { name, wr } of copied) {
          db.exec(`CREATE TABLE seed.${quote(name)} AS SELECT ${wr ? '' : 'rowid AS "__rowid", '}* FROM main.${quote(name)}`);
        }
      })());
      // A trigger's target goes back last, emptied of what its source's rows made it write.
      const targets = triggerTargets(db);
      kept = {
        at,
        emptied: all.filter((t) => t.type === 'table' || t.type === 'virtual').map((t) => `DELETE FROM main.${quote(t.name)}`),
        copies: [
          ...copied.filter((t) => !targets.has(t.name)).map(copy),
          ...copied.filter((t) => targets.has(t.name)).flatMap((t) => [`DELETE FROM main.${quote(t.name)}`, copy(t)]),
        ],
      };
    },

    restore(at) {
      if (!kept || kept.at !== at) return false;
      const { emptied, copies } = kept;
      const foreignKeys = db.pragma('foreign_keys', { simple: true });
      db.pragma('foreign_keys = OFF');
      try {
        return attached(() => {
          if (!filesPresent(db, 'seed')) return false;
          db.transaction(() => {
            for (const sql of emptied) db.exec(sql);
            for (const sql of copies) db.exec(sql);
          })();
          return true;
        });
      } finally {
        db.pragma(`foreign_keys = ${foreignKeys ? 'ON' : 'OFF'}`);
      }
    },

    close() {
      kept = null;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
