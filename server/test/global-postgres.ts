import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { migratePostgres } from '../db/pg-migrator';
import { startPostgres, type TestPostgres } from './postgres';
import { SCHEMA_TEMPLATE, testEngine } from './engine';

// With TEST_DATABASE=postgres the server suite runs on PostgreSQL (issue 27): one throw-away cluster for
// the whole run, and in it a migrated empty database every test server's database is created from
// (CREATE DATABASE … TEMPLATE, a file copy: no migration per server). On SQLite (the default) nothing starts.

let cluster: TestPostgres | undefined;

export async function setup(project: TestProject): Promise<void> {
  if (testEngine() !== 'postgres') return;
  cluster = await startPostgres();
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${SCHEMA_TEMPLATE}`);
  } finally {
    await admin.end();
  }
  const template = new pg.Client({ connectionString: cluster.url.replace(/\/[^/]*$/, `/${SCHEMA_TEMPLATE}`) });
  await template.connect();
  try {
    await migratePostgres(template);
  } finally {
    await template.end();
  }
  project.provide('postgresUrl', cluster.url);
}

export async function teardown(): Promise<void> {
  await cluster?.stop();
}
