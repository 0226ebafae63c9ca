import { createHash, createHmac } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import type { Db } from '../db/connection';
import { sameSecret } from '../lib/tokens';
import { sandboxPartySecret } from '../providers/signed-party';
import type { Sql } from '../db/sql';
import { deleteSandboxS3Object, findSandboxS3Object, putSandboxS3Object, putSandboxS3ObjectSync } from './sandbox.repo';

// An S3-compatible store as the sandbox stands in for it (issue 23): PutObject, GetObject (with
// Range) and DeleteObject, path-style (/<bucket>/<key>), each request's AWS Signature Version 4
// checked by AWS's documented algorithm (canonical request, string to sign, the derived signing key),
// written here apart from the SDK that signs, and the payload's SHA-256 checked against the body.
// Refusals are S3's XML errors.

/** The stand-in's one access key, and its secret derived from the server's signing key. */
export const SANDBOX_S3_ACCESS_KEY = 'AKIASANDBOXGROUPS000';
export const sandboxS3Secret = (deps: Pick<AppDeps, 'tokenSecret'>) => sandboxPartySecret(deps, 's3');
/** The bucket and key prefix the sandbox's S3 file store uses (sandbox/providers.ts); the seed's media are there too. */
export const SANDBOX_S3_BUCKET = 'groups';
export const SANDBOX_S3_PREFIX = 'attachments/';
/** S3 refuses a request dated more than 15 minutes from its clock. */
const SKEW_MS = 15 * 60_000;

type S3Context = Context<AppEnv>;

const xmlError = (c: S3Context, status: 400 | 403 | 404, code: string, message: string) =>
  c.body(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`, status,
    { 'Content-Type': 'application/xml' });

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
/** RFC 3986 encoding, as SigV4 wants it for query parameters. */
const rfc3986 = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);

/** Why this request is not signed by the stand-in's key (null: it is), by AWS's SigV4 algorithm. */
function signatureRefusal(c: S3Context, body: Buffer): { code: string; why: string } | null {
  const { deps } = c.var;
  const auth = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/
    .exec(c.req.header('authorization') ?? '');
  if (!auth) return { code: 'AccessDenied', why: 'no AWS4-HMAC-SHA256 authorization' };
  const [, accessKey, date, region, signedHeaders, signature] = auth;
  if (accessKey !== SANDBOX_S3_ACCESS_KEY) return { code: 'InvalidAccessKeyId', why: 'unknown access key' };
  const amzDate = c.req.header('x-amz-date') ?? '';
  const when = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!when || amzDate.slice(0, 8) !== date) return { code: 'AccessDenied', why: 'x-amz-date missing or not the credential\'s day' };
  const at = Date.UTC(+when[1], +when[2] - 1, +when[3], +when[4], +when[5], +when[6]);
  if (Math.abs(at - deps.clock()) > SKEW_MS) return { code: 'RequestTimeTooSkewed', why: 'the request is dated too far from the clock' };
  const payloadHash = c.req.header('x-amz-content-sha256') ?? '';
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(body)) {
    return { code: 'XAmzContentSHA256Mismatch', why: 'the body is not the one signed' };
  }
  const url = new URL(c.req.url);
  const query = [...url.searchParams].map(([k, v]) => [rfc3986(k), rfc3986(v)]).sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`).join('&');
  const names = signedHeaders.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date')) return { code: 'AccessDenied', why: 'host and x-amz-date must be signed' };
  const headers = names.map((name) => `${name}:${(c.req.header(name) ?? '').trim().replace(/\s+/g, ' ')}\n`).join('');
  const canonical = [c.req.method, url.pathname, query, headers, signedHeaders, payloadHash].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${sandboxS3Secret(deps)}`, date), region), 's3'), 'aws4_request');
  if (!sameSecret(signature, hmac(key, toSign).toString('hex'))) return { code: 'SignatureDoesNotMatch', why: 'the signature does not verify' };
  return null;
}

/** Keeps an object as a PutObject does, and answers its ETag (the body's MD5, as S3 gives a single-part upload). */
export async function keepSandboxS3Object(sql: Sql, bucket: string, key: string, body: Buffer, contentType: string): Promise<string> {
  const etag = etagOf(body);
  await putSandboxS3Object(sql, bucket, key, { body, content_type: contentType, etag });
  return etag;
}

/** The same for the seed's media (seed/courses.ts: synchronous on SQLite by design). */
export function keepSandboxS3ObjectSync(db: Db, bucket: string, key: string, body: Buffer, contentType: string): string {
  const etag = etagOf(body);
  putSandboxS3ObjectSync(db, bucket, key, { body, content_type: contentType, etag });
  return etag;
}

const etagOf = (body: Buffer) => `"${createHash('md5').update(body).digest('hex')}"`;

/** The request's body, its bucket and key; or the refusal. */
async function authorised(c: S3Context) {
  const body = Buffer.from(await c.req.arrayBuffer());
  const refusal = signatureRefusal(c, body);
  if (refusal) return { refusal: xmlError(c, 403, refusal.code, refusal.why) };
  return { body, bucket: c.req.param('bucket') ?? '', key: decodeURIComponent(c.req.param('key') ?? '') };
}

export const s3ApiStandIn = new Hono<AppEnv>()
  .put('/:bucket/:key{.+}', async (c) => {
    const request = await authorised(c);
    if ('refusal' in request) return request.refusal;
    const etag = await keepSandboxS3Object(c.var.deps.sql, request.bucket, request.key, request.body,
      c.req.header('content-type') ?? 'application/octet-stream');
    return c.body(null, 200, { ETag: etag });
  })
  .get('/:bucket/:key{.+}', async (c) => {
    const request = await authorised(c);
    if ('refusal' in request) return request.refusal;
    const object = await findSandboxS3Object(c.var.deps.sql, request.bucket, request.key);
    if (!object) return xmlError(c, 404, 'NoSuchKey', 'The specified key does not exist.');
    const size = object.body.length;
    const range = /^bytes=(\d+)-(\d*)$/.exec(c.req.header('range') ?? '');
    const headers = { 'Content-Type': object.content_type, ETag: object.etag, 'Accept-Ranges': 'bytes' };
    if (!range) return c.body(new Uint8Array(object.body), 200, headers);
    const start = Number(range[1]);
    const end = Math.min(range[2] ? Number(range[2]) : size - 1, size - 1);
    if (start >= size || end < start) return c.body(null, 416, { 'Content-Range': `bytes */${size}` });
    return c.body(new Uint8Array(object.body.subarray(start, end + 1)), 206, { ...headers, 'Content-Range': `bytes ${start}-${end}/${size}` });
  })
  .delete('/:bucket/:key{.+}', async (c) => {
    const request = await authorised(c);
    if ('refusal' in request) return request.refusal;
    await deleteSandboxS3Object(c.var.deps.sql, request.bucket, request.key);
    return c.body(null, 204);
  });
