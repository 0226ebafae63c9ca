import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { createTestServer } from '../test/helpers';

const THEME_SCRIPT = "try{document.documentElement.setAttribute('data-theme','dark')}catch(e){}";
const dist = mkdtempSync(join(tmpdir(), 'groups-security-'));
writeFileSync(
  join(dist, 'index.html'),
  `<!doctype html><head><script>${THEME_SCRIPT}</script><script type="module" src="./assets/index-1.js"></script></head>`,
);
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'assets', 'index-1.js'), 'console.log(1)');

const server = createTestServer({
  staticDir: dist,
  frameAncestors: ['https://wallet.example'],
  cspOrigins: ['https://media.example'],
  frameSources: ['https://legal.example'],
});
afterAll(() => {
  server.close();
  rmSync(dist, { recursive: true, force: true });
});

/** A CSP header as directive → sources. */
function directives(header: string | null): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out[name] = sources;
  }
  return out;
}

function expectCommon(res: { headers: Headers }) {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
}

describe('security headers', () => {
  test('the app shell: a policy allowing this origin, its inline theme script by hash, and the configured hosts', async () => {
    for (const path of ['/', '/index.html']) {
      const res = await server.get(path);
      expect(res.status).toBe(200);
      expectCommon(res);
      const csp = directives(res.headers.get('content-security-policy'));
      const hash = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['script-src']).toEqual(["'self'", hash]);
      expect(csp['style-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'self'", 'https://wallet.example']);
      // The agreement popup frames this origin's agreement page, or an operator's elsewhere.
      expect(csp['frame-src']).toEqual(["'self'", 'https://legal.example']);
      expect(csp['media-src']).toEqual(["'self'", 'blob:', 'https://media.example']);
      expect(csp['connect-src']).toEqual(["'self'", 'https://media.example']);
      expect(JSON.stringify(csp)).not.toContain('unsafe');
    }
  });

  test("the page names its own host's sockets (old WebKit's 'self' leaves out ws: and wss:), and no odd Host", async () => {
    const asked = (host: string) => server.call('GET', '/', { headers: { Host: host } });
    const csp = directives((await asked('groups.example:8443')).headers.get('content-security-policy'));
    expect(csp['connect-src']).toEqual(["'self'", 'wss://groups.example:8443', 'ws://groups.example:8443', 'https://media.example']);
    for (const odd of ['evil.example; script-src *', 'a b', 'x"y']) {
      const policy = directives((await asked(odd)).headers.get('content-security-policy'));
      expect(policy['connect-src']).toEqual(["'self'", 'https://media.example']);
      expect(policy['script-src']).toHaveLength(2);
    }
  });

  test('assets: nosniff and the referrer policy', async () => {
    const res = await server.get('/assets/index-1.js');
    expect(res.status).toBe(200);
    expectCommon(res);
  });

  test('API answers: nothing may run or be framed; an authenticated answer is never stored', async () => {
    const open = await server.get('/api/groups/demo/public');
    expect(open.status).toBe(200);
    expectCommon(open);
    expect(directives(open.headers.get('content-security-policy'))['default-src']).toEqual(["'none'"]);

    const { token } = await server.login('member');
    const mine = await server.get('/api/groups/demo/users/me', token);
    expect(mine.status).toBe(200);
    expectCommon(mine);
    expect(mine.headers.get('cache-control')).toBe('no-store');

    const refused = await server.get('/api/groups/demo/users/me', 'forged');
    expect(refused.status).toBe(401);
    expectCommon(refused);
    expect(refused.headers.get('cache-control')).toBe('no-store');

    const missing = await server.get('/api/nowhere');
    expect(missing.status).toBe(404);
    expectCommon(missing);
  });

  test('sandbox pages: inline styles, no script, not framed', async () => {
    const query = new URLSearchParams({ client_id: '20000000-0000-4000-8000-00000000d001', return_to: '/#/demo' });
    const res = await server.get(`/sandbox/mixin/authorize?${query}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expectCommon(res);
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['script-src']).toBeUndefined();
    expect(csp['style-src']).toEqual(["'unsafe-inline'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
  });

  test('stand-ins on a port of their own may send a form on to the app\'s origin (RETURN_ORIGINS), and only there', async () => {
    const standins = createTestServer({ returnOrigins: ['http://127.0.0.1:8080'] });
    try {
      const query = new URLSearchParams({ client_id: '20000000-0000-4000-8000-00000000d001', return_to: 'http://127.0.0.1:8080/#/demo' });
      const res = await standins.get(`/sandbox/mixin/authorize?${query}`);
      expect(res.status).toBe(200);
      expect(directives(res.headers.get('content-security-policy'))['form-action']).toEqual(["'self'", 'http://127.0.0.1:8080']);
      const elsewhere = new URLSearchParams({ client_id: '20000000-0000-4000-8000-00000000d001', return_to: 'https://evil.example/#/demo' });
      expect((await standins.get(`/sandbox/mixin/authorize?${elsewhere}`)).status).toBe(400);
    } finally {
      standins.close();
    }
  });

  test("the sandbox's agreement page may be framed by the app (and the host apps framing it), and only it", async () => {
    const res = await server.get('/sandbox/legal/agreement?group=closed');
    expect(res.status).toBe(200);
    expectCommon(res);
    expect(res.headers.get('x-frame-options')).toBeNull();
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp['frame-ancestors']).toEqual(["'self'", 'https://wallet.example']);
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['script-src']).toBeUndefined();

    for (const path of ['/sandbox/legal/terms?group=closed', '/sandbox/legal/privacy?group=closed']) {
      expect(directives((await server.get(path)).headers.get('content-security-policy'))['frame-ancestors']).toEqual(["'none'"]);
    }
    expect(directives((await server.get('/api/groups/closed/public')).headers.get('content-security-policy'))['frame-ancestors'])
      .toEqual(["'none'"]);
  });
});

describe('the live video\'s play origin', () => {
  test('LIVE_HLS_BASE\'s origin and Tencent\'s play domain are allowed without naming them in CSP_ORIGINS', async () => {
    const { appPolicy } = await import('./security');
    const env = { cspOrigins: [], frameAncestors: [], frameSources: [], mediaBase: '' };
    const policy = (extra: object) => directives(appPolicy({ ...env, ...extra }, []));
    expect(policy({ liveHlsBase: 'https://live.example.com:8443/hls' })['media-src']).toEqual(["'self'", 'blob:', 'https://live.example.com:8443']);
    expect(policy({ liveHlsBase: 'https://live.example.com/hls' })['connect-src']).toEqual(["'self'", 'https://live.example.com']);
    expect(policy({ tencentLive: { pushDomain: 'push.example', playDomain: 'play.example', app: 'live', pushKey: 'k', playKey: '' } })['connect-src'])
      .toEqual(["'self'", 'https://play.example']);
    // Played from this origin (a path), nothing is added.
    expect(policy({ liveHlsBase: '/hls' })['connect-src']).toEqual(["'self'"]);
  });
});
