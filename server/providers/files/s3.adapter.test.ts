import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { appDeps } from '../../app';
import { SANDBOX_S3_ACCESS_KEY, SANDBOX_S3_BUCKET, SANDBOX_S3_PREFIX, sandboxS3Secret } from '../../sandbox/s3-api';
import { seededMediaIds } from '../../seed/courses';
import { createTestServer } from '../../test/helpers';
import { s3FileStore, type S3Config } from './s3.adapter';

// The S3 file store at its boundary: the AWS SDK signs every request (SigV4) and the S3 stand-in
// checks it by AWS's documented algorithm, written apart from the SDK; a wrong key, a stale date or a
// body other than the one signed is refused.

const server = createTestServer({ filesStore: 's3' });
let config: S3Config;

beforeAll(async () => {
  const { httpUrl } = await server.listen();
  config = {
    endpoint: `${httpUrl}/sandbox/s3`, region: 'us-east-1', bucket: SANDBOX_S3_BUCKET, accessKeyId: SANDBOX_S3_ACCESS_KEY,
    secretAccessKey: sandboxS3Secret(appDeps(server.app)), forcePathStyle: true, prefix: SANDBOX_S3_PREFIX,
  };
});
afterAll(() => server.close());

const bytes = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));
/** The objects in the stand-in's bucket (the seed's media are there from the start). */
const bucketKeys = () => server.sql.values<string>('SELECT key FROM sandbox_s3_objects ORDER BY key');

describe('the S3 file store against the stand-in', () => {
  test('keeps a file, reads any range of it, removes it; a missing file reads as none', async () => {
    const store = s3FileStore(config);
    const id = randomUUID();
    await store.put(id, bytes, 'application/octet-stream');
    expect(Buffer.compare((await store.read(id, 0, bytes.length))!, bytes)).toBe(0);
    expect(Buffer.compare((await store.read(id, 1000, 10))!, bytes.subarray(1000, 1010))).toBe(0);
    expect((await store.read(id, 4990, 100))!.length).toBe(10);
    expect(await bucketKeys()).toContain(`attachments/${id}`);
    await store.remove(id);
    expect(await store.read(id, 0, 10)).toBeNull();
    await store.remove(id);
  });

  test('a request signed with another secret, or dated outside 15 minutes, is refused and keeps nothing', async () => {
    const before = await bucketKeys();
    await expect(s3FileStore({ ...config, secretAccessKey: 'not-the-secret' }).put(randomUUID(), bytes, 'text/plain'))
      .rejects.toThrow('the file store refused to keep the file: SignatureDoesNotMatch');
    server.clock.now = Date.now() + 20 * 60_000;
    try {
      await expect(s3FileStore(config).put(randomUUID(), bytes, 'text/plain')).rejects.toThrow(/the file store refused to keep the file/);
    } finally {
      server.clock.now = Date.now();
    }
    expect(await bucketKeys()).toEqual(before);
  });

  test('a signed request replayed with another body is refused; replayed as signed, it is taken', async () => {
    const signed: { url: string; method: string; headers: Record<string, string>; body: Buffer }[] = [];
    const id = randomUUID();
    const store = s3FileStore(config);
    // The SDK's own signed request, as it goes out (its 'deserialize' step sees it after signing).
    const { S3Client, PutObjectCommand } = await import('@aws-sdk/client-s3');
    const client = new S3Client({
      endpoint: config.endpoint, region: config.region, forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED',
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    });
    client.middlewareStack.add((next) => async (args) => {
      const request = args.request as {
        protocol: string; hostname: string; port?: number; path: string; query: Record<string, string>; method: string;
        headers: Record<string, string>; body: Uint8Array;
      };
      const query = new URLSearchParams(request.query).toString();
      signed.push({
        url: `${request.protocol}//${request.hostname}:${request.port}${request.path}${query ? `?${query}` : ''}`, method: request.method,
        headers: { ...request.headers },
        body: Buffer.from(request.body),
      });
      return next(args);
    }, { step: 'deserialize' });
    await client.send(new PutObjectCommand({ Bucket: 'groups', Key: `attachments/${id}`, Body: bytes, ContentType: 'text/plain' }));
    const [request] = signed;
    const replay = (body: Buffer, headers: Record<string, string> = {}, url = request.url) =>
      fetch(url, { method: request.method, headers: { ...request.headers, ...headers }, body });
    const before = await bucketKeys();
    const otherBody = Buffer.from(bytes).fill(0, 0, 10);
    const tampered = await replay(otherBody);
    expect(tampered.status).toBe(403);
    expect(await tampered.text()).toContain('<Code>XAmzContentSHA256Mismatch</Code>');
    // The payload hash is part of what is signed: the other body with its own hash does not verify.
    const rehashed = await replay(otherBody, { 'x-amz-content-sha256': createHash('sha256').update(otherBody).digest('hex') });
    expect(rehashed.status).toBe(403);
    expect(await rehashed.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
    // So are the key and the headers named signed.
    const elsewhere = await replay(request.body, {}, request.url.replace(id, randomUUID()));
    expect(await elsewhere.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
    const retyped = await replay(request.body, { 'content-type': 'text/html' });
    expect(await retyped.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
    const unsigned = await replay(request.body, { authorization: '' });
    expect(await unsigned.text()).toContain('<Code>AccessDenied</Code>');
    expect(await bucketKeys()).toEqual(before);
    expect((await replay(request.body)).status).toBe(200);
    expect(Buffer.compare((await store.read(id, 0, bytes.length))!, bytes)).toBe(0);
  });

  test('uploads go there when the server keeps its files in S3, and are served from the bucket, ranges too', async () => {
    const { token } = await server.login('member');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...bytes.subarray(0, 992)]);
    const form = new FormData();
    form.append('file', new File([png], 'dot.png', { type: 'image/png' }));
    const res = await server.app.request('/api/groups/demo/attachments/create', { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const { data } = await res.json() as { data: { attachment_id: string; url: string } };
    expect(await server.sql.values('SELECT key FROM sandbox_s3_objects')).toContain(`attachments/${data.attachment_id}`);
    const served = await server.app.request(data.url);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
    const part = await server.app.request(data.url, { headers: { Range: 'bytes=8-17' } });
    expect(part.status).toBe(206);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(png.subarray(8, 18));
  });

  test("the demo's seeded media are in the bucket too, so a sandbox run with FILES_STORE=s3 serves them", async () => {
    const audio = seededMediaIds(server.db).audio;
    const whole = await server.app.request(server.mediaUrl('demo', audio));
    expect(whole.status).toBe(200);
    const file = new Uint8Array(await whole.arrayBuffer());
    const part = await server.app.request(server.mediaUrl('demo', audio), { headers: { Range: 'bytes=4-7' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-7/${file.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(file.subarray(4, 8));
  });
});
