import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ErrorCode } from '../contract/errors';
import { expectEnvelope, createTestServer } from './test/helpers';

// Requests Node's HTTP parser or the adapter refuse before the app sees them (issue 22 point 10):
// they are answered as the app answers, not with Node's empty 400/431. Sent on a raw socket to the
// server as server/main.ts serves it (test/helpers' listen() starts it the same way).

const server = createTestServer();
let port = 0;
beforeAll(async () => {
  ({ port } = await server.listen());
});
afterAll(() => server.close());

type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/** Writes `request` as bytes and reads the answer until the server closes the connection. */
function exchange(request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const split = raw.indexOf('\r\n\r\n');
      const [statusLine, ...lines] = raw.slice(0, split).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine?.split(' ')[1]), headers, body: raw.slice(split + 4) });
    });
  });
}

function expectAppAnswer(answer: RawAnswer, status: number, code: number) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
  const body = JSON.parse(answer.body);
  expectEnvelope(status, body);
  expect(body.code).toBe(code);
  // The security headers every answer of the app carries (lib/security.ts).
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
  expect(answer.headers['cache-control']).toBe('no-store');
}

describe('answers refused before the app', () => {
  test('a raw backslash in the path: a JSON 400 with the security headers', async () => {
    const answer = await exchange('GET /api/groups/demo/courses/a\\b HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expectAppAnswer(answer, 400, ErrorCode.validation);
    expect(JSON.parse(answer.body).message).toMatch(/backslash/i);
  });

  test('a missing Host header: the same JSON 400', async () => {
    const answer = await exchange('GET /api/groups/demo/public HTTP/1.1\r\nConnection: close\r\n\r\n');
    expectAppAnswer(answer, 400, ErrorCode.validation);
  });

  test('a 20 KB Authorization header: a JSON 431 with the security headers', async () => {
    const answer = await exchange(
      `GET /api/groups/demo/public HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expectAppAnswer(answer, 431, ErrorCode.validation);
    expect(JSON.parse(answer.body).message).toMatch(/header/i);
  });

  test('garbage instead of HTTP: a JSON 400', async () => {
    const answer = await exchange('HELLO\0WORLD\r\n\r\n');
    expectAppAnswer(answer, 400, ErrorCode.validation);
  });

  test('garbage after an answered request on a kept-alive connection: answered too', async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('GET /api/groups/demo/public HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'));
      let received = '';
      let sent = false;
      socket.on('data', (chunk) => {
        received += chunk.toString('utf8');
        const head = received.indexOf('\r\n\r\n');
        const length = Number(/content-length: (\d+)/i.exec(received)?.[1]);
        // The first answer came whole: the same connection now sends bytes that are not HTTP.
        if (!sent && head !== -1 && Buffer.byteLength(received.slice(head + 4)) >= length) {
          sent = true;
          socket.write('HELLO\0WORLD\r\n\r\n');
        }
      });
      socket.on('error', reject);
      socket.on('close', () => resolve(received));
    });
    expect(raw).toMatch(/^HTTP\/1\.1 200 /);
    const second = raw.slice(raw.indexOf('HTTP/1.1 ', 1));
    expect(second).toMatch(/^HTTP\/1\.1 400 /);
    expect(second).toContain(`{"code":${ErrorCode.validation},"message":"bad request: malformed HTTP"}`);
  });

  test('headers up to the documented 16 KB still reach the app', async () => {
    const answer = await exchange(
      `GET /api/groups/demo/public HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${'a'.repeat(15_000)}\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.status).toBe(200);
  });
});
