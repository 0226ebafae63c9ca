#!/usr/bin/env node
// Issue 9, point 10: a kill -9 in the middle of writes loses no acknowledged write and leaves the
// database sound. Starts the real server (scripts/reference-server.mjs) on a throw-away database,
// signs in through the sandbox wallet, and fires writes through the API from several workers at
// once: courses created with a first message (owner), seeded courses favoured (member), WELCOME5
// claimed by new users (each sign-in writes a user and a membership too). Every write the server
// answered 200 is recorded. While writes are in flight the server gets SIGKILL; it is started
// again on the same file, every recorded write is read back through the API, and after a clean
// stop `PRAGMA integrity_check` must say ok and `foreign_key_check` find nothing. Exits 1 if not.
//
// Three rounds of write, kill, restart and read back on one database by default: about 8 s on this
// machine (four server starts of ~1 s, ~1 s of writes per round, the checks). The server suite
// runs the script as a test (server/crash-durability.test.ts). By hand:
//
//   node scripts/crash-durability.mjs
//   node scripts/crash-durability.mjs --rounds 10    more kills
//   DURABILITY_PORT=8797                             the server's port (default: a free one)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { startServer, stopServer } from './reference-server.mjs';

const LABEL = 'crash-durability';
const GROUP = 'demo';
/** Kill once this many writes were acknowledged in the round, or after WRITE_MS, whichever is first. */
const KILL_AFTER_ACKS = 300;
const WRITE_MS = 2_500;
const WORKERS_PER_KIND = 3;

const args = process.argv.slice(2);
const roundsArg = args.indexOf('--rounds');
const ROUNDS = roundsArg >= 0 ? Number(args[roundsArg + 1]) : 3;
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error(`${LABEL}: --rounds takes a whole number ≥ 1`);

/** A port nobody listens on now (the OS picks it). */
function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolvePort(port));
    });
  });
}

let requestsSent = 0;

/** @param {string} base @param {string} path @param {{method?: string, token?: string, body?: unknown}} [options] */
async function api(base, path, { method = 'GET', token, body } = {}) {
  // Every request comes from an address of its own (the server trusts X-Forwarded-For here): this
  // measures durability, and fires far more sign-ins and claims than the rate limits allow one address.
  requestsSent += 1;
  const headers = /** @type {Record<string, string>} */ ({
    'X-Forwarded-For': `10.${(requestsSent >> 16) & 255}.${(requestsSent >> 8) & 255}.${requestsSent & 255}`,
  });
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  /** @type {RequestInit} */
  const init = { method, headers, redirect: 'manual' };
  if (body !== undefined) init.body = JSON.stringify(body);
  const res = await fetch(`${base}${path}`, init);
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON (a redirect, say)
  }
  return { status: res.status, headers: res.headers, json, text };
}

/** Signs `persona` in to the group through the sandbox wallet, as the app does. */
async function login(base, persona) {
  const info = await api(base, `/api/groups/${GROUP}/public`);
  const query = new URLSearchParams({
    client_id: info.json.data.client_id, scope: 'PROFILE:READ', return_to: `/#/${GROUP}/auth/mixin/callback`, persona,
  });
  const redirect = await api(base, `/sandbox/mixin/authorize?${query}`);
  const location = redirect.headers.get('location') ?? '';
  const fragment = location.includes('?') ? location.slice(location.indexOf('?') + 1) : '';
  const code = new URLSearchParams(fragment).get('code');
  if (redirect.status !== 302 || !code) throw new Error(`sign-in as ${persona} failed: ${redirect.status} ${location}`);
  const res = await api(base, `/api/groups/${GROUP}/auth/mixin`, { method: 'POST', body: { code } });
  if (res.status !== 200) throw new Error(`sign-in as ${persona} failed: ${res.status} ${res.text}`);
  return /** @type {string} */ (res.json.data.token);
}

/**
 * What the server acknowledged, across rounds: each entry is read back after every restart.
 * @typedef {{ courses: {id: string, title: string}[], messages: {courseId: string, id: string}[],
 *   favourites: Set<string>, ownFavourites: Set<string>, coupons: {token: string, id: string}[] }} Acked
 */

/**
 * Fires writes until `stop()` says so; records each acknowledged one. A failed request (the
 * server gone) ends the worker. Answers how many requests were still in flight at the kill.
 */
function startWriters(base, tokens, favouriteQueue, acked, round) {
  const run = { stopped: false };
  let inFlight = 0;
  let roundAcks = 0;
  const track = async (promise) => {
    inFlight += 1;
    try {
      return await promise;
    } finally {
      inFlight -= 1;
    }
  };
  const claimed = new Set();
  const ack = () => {
    roundAcks += 1;
  };

  async function courseWriter(worker) {
    for (let n = 0; !run.stopped; n += 1) {
      const title = `Crash round ${round} worker ${worker} course ${n}`;
      const created = await track(api(base, `/api/groups/${GROUP}/course-edit/`, {
        method: 'POST', token: tokens.owner, body: { title, description: 'Written before a kill -9.' },
      }));
      if (created.status !== 200) throw new Error(`course: ${created.status} ${created.text}`);
      acked.courses.push({ id: created.json.data.course_id, title });
      ack();
      const message = await track(api(base, `/api/groups/${GROUP}/course-edit/message`, {
        method: 'POST', token: tokens.owner, body: { course_id: created.json.data.course_id, category: 'PLAIN_TEXT', text: title },
      }));
      if (message.status !== 200) throw new Error(`message: ${message.status} ${message.text}`);
      acked.messages.push({ courseId: created.json.data.course_id, id: message.json.data.message_id });
      ack();
    }
  }

  // The member favours the seeded courses; once they run out, the owner favours the new ones
  // (drafts, which staff may favour), so favourites are still being written at the kill.
  async function favouriteWriter() {
    while (!run.stopped) {
      const seeded = favouriteQueue.shift();
      const created = seeded ? undefined : acked.courses.find((c) => !acked.ownFavourites.has(c.id) && !claimed.has(c.id));
      if (!seeded && !created) {
        await new Promise((r) => setTimeout(r, 5));
        continue;
      }
      const courseId = seeded ?? created.id;
      claimed.add(courseId);
      const token = seeded ? tokens.member : tokens.owner;
      const res = await track(api(base, `/api/groups/${GROUP}/courses/${courseId}/favor`, { method: 'POST', token }));
      if (res.status !== 200) throw new Error(`favour: ${res.status} ${res.text}`);
      (seeded ? acked.favourites : acked.ownFavourites).add(courseId);
      ack();
    }
  }

  async function couponWriter() {
    while (!run.stopped) {
      const token = await track(login(base, 'new'));
      const res = await track(api(base, `/api/groups/${GROUP}/coupons/claim?code=WELCOME5`, { method: 'POST', token }));
      if (res.status !== 200) throw new Error(`claim: ${res.status} ${res.text}`);
      acked.coupons.push({ token, id: res.json.data.coupon.coupon_id });
      ack();
    }
  }

  const workers = [];
  for (let i = 0; i < WORKERS_PER_KIND; i += 1) workers.push(courseWriter(i), favouriteWriter(), couponWriter());
  // A worker that fails before the kill is a real failure; after it, an expected one.
  const settled = Promise.allSettled(workers);
  return {
    settled,
    acks: () => roundAcks,
    inFlight: () => inFlight,
    stop() {
      run.stopped = true;
    },
  };
}

/** Every acknowledged write, read back through the API. Returns what is missing. */
async function missingWrites(base, tokens, acked) {
  const missing = [];
  for (const course of acked.courses) {
    const res = await api(base, `/api/groups/${GROUP}/courses/${course.id}`, { token: tokens.owner });
    if (res.status !== 200 || res.json.data.title !== course.title) missing.push(`course ${course.id} (${res.status})`);
    else if (acked.ownFavourites.has(course.id) && !res.json.data.favored) missing.push(`favourite of ${course.id}`);
  }
  const messagesByCourse = new Map();
  for (const message of acked.messages) {
    if (!messagesByCourse.has(message.courseId)) {
      const res = await api(base, `/api/groups/${GROUP}/courses/${message.courseId}/messages`, { token: tokens.owner });
      messagesByCourse.set(message.courseId, new Set(res.status === 200 ? res.json.data.map((m) => m.message_id) : []));
    }
    if (!messagesByCourse.get(message.courseId).has(message.id)) missing.push(`message ${message.id}`);
  }
  const favoured = new Set();
  for (let start = '0'; start !== null;) {
    const res = await api(base, `/api/groups/${GROUP}/favorites?type=course&limit=20&start=${start}`, { token: tokens.member });
    if (res.status !== 200) throw new Error(`favourites: ${res.status} ${res.text}`);
    for (const item of res.json.data.items) favoured.add(item.course.course_id);
    start = res.json.data.next_start;
  }
  for (const courseId of acked.favourites) if (!favoured.has(courseId)) missing.push(`favourite ${courseId}`);
  for (const coupon of acked.coupons) {
    const res = await api(base, `/api/groups/${GROUP}/coupons/${coupon.id}`, { token: coupon.token });
    if (res.status !== 200) missing.push(`coupon ${coupon.id} (${res.status})`);
  }
  return missing;
}

async function main() {
  const started = Date.now();
  const dir = mkdtempSync(join(tmpdir(), 'crash-durability-'));
  const database = join(dir, 'app.db');
  // The readiness probe asks for `/`: a one-line app shell stands in for a build.
  const dist = join(dir, 'dist');
  mkdirSync(dist);
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>durability</title>');
  const port = Number(process.env.DURABILITY_PORT ?? (await freePort()));
  const base = `http://127.0.0.1:${port}`;
  const serverOptions = { label: LABEL, port, database, dist, env: { PAYMENT_CONFIRM_DELAY_MS: '0', TRUST_PROXY: 'on' } };
  /** @type {Acked} */
  const acked = { courses: [], messages: [], favourites: new Set(), ownFavourites: new Set(), coupons: [] };
  let failure = null;
  let child = null;
  // Stopped from outside (the suite's timeout, Ctrl-C): the server must not outlive the script.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      child?.kill('SIGKILL');
      process.exit(1);
    });
  }
  try {
    ({ child } = await startServer(serverOptions));
    const tokens = { owner: await login(base, 'owner'), member: await login(base, 'member') };
    const list = await api(base, `/api/groups/${GROUP}/courses?limit=100`, { token: tokens.member });
    const favouriteQueue = list.json.data.courses.filter((c) => !c.favored).map((c) => c.course_id);

    for (let round = 1; round <= ROUNDS; round += 1) {
      const writers = startWriters(base, tokens, favouriteQueue, acked, round);
      const writeStart = Date.now();
      while (writers.acks() < KILL_AFTER_ACKS && Date.now() - writeStart < WRITE_MS) {
        await new Promise((r) => setTimeout(r, 10));
      }
      const inFlight = writers.inFlight();
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      writers.stop();
      await exited;
      const outcomes = await writers.settled;
      const early = outcomes.find((o) => o.status === 'rejected' && !/fetch failed|ECONNRESET|socket|other side closed/i.test(String(o.reason?.cause ?? o.reason)));
      if (early) throw new Error(`a write was refused before the kill: ${early.reason}`);
      console.log(`${LABEL}: round ${round}: SIGKILL after ${writers.acks()} acknowledged writes in ${Date.now() - writeStart} ms, ${inFlight} requests in flight`);

      ({ child } = await startServer(serverOptions));
      const missing = await missingWrites(base, tokens, acked);
      if (missing.length > 0) throw new Error(`${missing.length} acknowledged writes missing after the restart: ${missing.slice(0, 10).join(', ')}`);
      console.log(`${LABEL}: round ${round}: restarted; all ${acked.courses.length} courses, ${acked.messages.length} messages, `
        + `${acked.favourites.size + acked.ownFavourites.size} favourites and ${acked.coupons.length} coupons read back`);
    }
  } catch (error) {
    failure = error;
  } finally {
    if (child) await stopServer(child);
  }
  if (!failure) {
    const db = new Database(database, { readonly: true });
    try {
      const integrity = db.pragma('integrity_check', { simple: true });
      const foreignKeys = db.pragma('foreign_key_check');
      if (integrity !== 'ok') failure = new Error(`integrity_check: ${integrity}`);
      else if (foreignKeys.length > 0) failure = new Error(`foreign_key_check: ${JSON.stringify(foreignKeys.slice(0, 5))}`);
      else console.log(`${LABEL}: integrity_check ok, foreign_key_check clean`);
    } finally {
      db.close();
    }
  }
  rmSync(dir, { recursive: true, force: true });
  if (failure) {
    console.error(`${LABEL}: FAILED: ${failure.message}`);
    process.exit(1);
  }
  console.log(`${LABEL}: passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

await main();
