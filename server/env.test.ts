import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { openDatabase } from './db/connection';
import { EnvError, MissingSettingsError, parseEnv, SandboxExposedError } from './env';
import { closeRedis, openRedis } from './lib/redis';
import { runGroupCommand } from './operator/group.commands';
import { startRedis } from './test/redis';

const ROOT = new URL('..', import.meta.url).pathname;

describe('parseEnv', () => {
  test('applies the documented defaults', () => {
    expect(parseEnv({})).toEqual({
      port: 8080,
      host: '0.0.0.0',
      database: 'data/app.db',
      accessTokenTtl: 7200,
      refreshTokenTtl: 30 * 24 * 60 * 60,
      tokenSecret: null,
      staticDir: 'dist',
      sandbox: false,
      trustProxy: false,
      cspOrigins: [],
      frameAncestors: [],
      frameSources: [],
      mediaBase: '',
      paymentConfirmDelayMs: 1500,
      kycReviewDelayMs: 3000,
      nftCheckDelayMs: 4000,
      chainSealDelayMs: 5000,
      cardKey: null,
      secretsKey: null,
      mixinApiBase: 'https://api.mixin.one',
      mixinPayUrl: 'https://mixin.one/pay',
      wechatApiBase: 'https://api.weixin.qq.com',
      wechatPayApiBase: 'https://api.mch.weixin.qq.com',
      alipayGateway: 'https://openapi.alipay.com/gateway.do',
      publicOrigin: '',
      returnOrigins: [],
      smsGatewayUrl: '',
      smsGatewaySecret: null,
      kycUrl: '',
      kycSecret: null,
      nftUrl: '',
      nftSecret: null,
      chainUrl: '',
      chainSecret: null,
      invoiceUrl: '',
      invoiceSecret: null,
      rebornSecret: null,
      captchaUrl: '',
      captchaSecret: null,
      liveRtmpBase: '',
      liveHlsBase: '',
      liveControlUrl: '',
      liveCallbackSecret: null,
      tencentLive: null,
      filesStore: 'disk',
      s3: null,
      redisUrl: null,
      databaseUrl: null,
    });
  });

  test('reads every variable', () => {
    const secret = 'x'.repeat(40);
    expect(parseEnv({
      PORT: '3000', DATABASE: '/tmp/x.db', ACCESS_TOKEN_TTL: '60', REFRESH_TOKEN_TTL: '3600',
      TOKEN_SECRET: secret, STATIC_DIR: 'build', SANDBOX: 'off', HOST: '10.0.0.2', TRUST_PROXY: 'on',
      CSP_ORIGINS: 'https://media.example wss://ws.example:8443', FRAME_ANCESTORS: 'https://wallet.example',
      FRAME_SOURCES: 'https://legal.example https://docs.example:8443', MEDIA_BASE: 'https://media.example',
      PAYMENT_CONFIRM_DELAY_MS: '0', KYC_REVIEW_DELAY_MS: '10', NFT_CHECK_DELAY_MS: '20', CHAIN_SEAL_DELAY_MS: '30',
      SECRETS_KEY: '0E'.repeat(32), MIXIN_API_BASE: 'http://127.0.0.1:9000/wallet-api/', MIXIN_PAY_URL: 'http://127.0.0.1:9000/pay', WECHAT_API_BASE: 'http://127.0.0.1:9001',
      WECHATPAY_API_BASE: 'http://127.0.0.1:9002/pay/', PUBLIC_ORIGIN: 'https://groups.example',
      ALIPAY_GATEWAY: 'http://127.0.0.1:9003/gateway.do', SMS_GATEWAY_URL: 'http://127.0.0.1:9004/sms', SMS_GATEWAY_SECRET: secret, RETURN_ORIGINS: 'http://127.0.0.1:9009',
      KYC_URL: 'http://127.0.0.1:9005/kyc/', KYC_SECRET: secret, NFT_URL: 'http://127.0.0.1:9006', NFT_SECRET: secret,
      CHAIN_URL: 'http://127.0.0.1:9007', CHAIN_SECRET: secret,
      INVOICE_URL: 'http://127.0.0.1:9008', INVOICE_SECRET: secret, REBORN_SECRET: secret, CAPTCHA_URL: 'http://127.0.0.1:9011', CAPTCHA_SECRET: secret,
      LIVE_RTMP_BASE: 'rtmp://live.example/live', LIVE_HLS_BASE: 'https://live.example/hls/', LIVE_CONTROL_URL: 'http://127.0.0.1:8081/control', LIVE_CALLBACK_SECRET: secret,
      TENCENT_LIVE_PUSH_DOMAIN: 'livepush.example.com', TENCENT_LIVE_PLAY_DOMAIN: 'live.example.com', TENCENT_LIVE_PUSH_KEY: 'k1',
      FILES_STORE: 's3', S3_ENDPOINT: 'http://127.0.0.1:9010', S3_BUCKET: 'groups', S3_ACCESS_KEY_ID: 'AKID', S3_SECRET_ACCESS_KEY: 'shh',
      REDIS_URL: 'redis://127.0.0.1:6379', DATABASE_URL: 'postgres://groups:pw@db.example:5432/groups',
    })).toEqual({
      port: 3000, host: '10.0.0.2', database: '/tmp/x.db', accessTokenTtl: 60, refreshTokenTtl: 3600,
      tokenSecret: secret, staticDir: 'build', sandbox: false, trustProxy: true,
      cspOrigins: ['https://media.example', 'wss://ws.example:8443'], frameAncestors: ['https://wallet.example'],
      frameSources: ['https://legal.example', 'https://docs.example:8443'], mediaBase: 'https://media.example',
      paymentConfirmDelayMs: 0, kycReviewDelayMs: 10, nftCheckDelayMs: 20, chainSealDelayMs: 30, cardKey: null,
      secretsKey: '0e'.repeat(32), mixinApiBase: 'http://127.0.0.1:9000/wallet-api', mixinPayUrl: 'http://127.0.0.1:9000/pay', wechatApiBase: 'http://127.0.0.1:9001',
      wechatPayApiBase: 'http://127.0.0.1:9002/pay', publicOrigin: 'https://groups.example',
      alipayGateway: 'http://127.0.0.1:9003/gateway.do', returnOrigins: ['http://127.0.0.1:9009'], smsGatewayUrl: 'http://127.0.0.1:9004/sms', smsGatewaySecret: secret,
      kycUrl: 'http://127.0.0.1:9005/kyc', kycSecret: secret, nftUrl: 'http://127.0.0.1:9006', nftSecret: secret,
      chainUrl: 'http://127.0.0.1:9007', chainSecret: secret,
      invoiceUrl: 'http://127.0.0.1:9008', invoiceSecret: secret, rebornSecret: secret, captchaUrl: 'http://127.0.0.1:9011', captchaSecret: secret,
      liveRtmpBase: 'rtmp://live.example/live', liveHlsBase: 'https://live.example/hls', liveControlUrl: 'http://127.0.0.1:8081/control', liveCallbackSecret: secret,
      tencentLive: { pushDomain: 'livepush.example.com', playDomain: 'live.example.com', app: 'live', pushKey: 'k1', playKey: '' },
      filesStore: 's3',
      s3: {
        endpoint: 'http://127.0.0.1:9010', region: 'us-east-1', bucket: 'groups', accessKeyId: 'AKID', secretAccessKey: 'shh', forcePathStyle: true,
        prefix: 'attachments/',
      },
      redisUrl: 'redis://127.0.0.1:6379',
      databaseUrl: 'postgres://groups:pw@db.example:5432/groups',
    });
  });

  test('DATABASE_URL: postgres:// or postgresql:// naming a database, null when unset; never quoted back', () => {
    expect(parseEnv({}).databaseUrl).toBeNull();
    expect(parseEnv({ DATABASE_URL: 'postgresql://app@127.0.0.1/groups' }).databaseUrl).toBe('postgresql://app@127.0.0.1/groups');
    expect(() => parseEnv({ DATABASE_URL: 'postgres://app:s3cret@db.example' })).toThrow(/DATABASE_URL: .*got "a postgres: URL without a database"$/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://app:s3cret@db.example/x' })).toThrow(/got "a mysql: URL"$/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://app:s3cret@db.example/x' })).not.toThrow(/s3cret/);
  });

  test('REDIS_URL: redis:// or rediss:// (TLS, with a password), null when unset', () => {
    expect(parseEnv({}).redisUrl).toBeNull();
    expect(parseEnv({ REDIS_URL: '  ' }).redisUrl).toBeNull();
    expect(parseEnv({ REDIS_URL: 'rediss://app:s3cret@redis.example:6380/2' }).redisUrl).toBe('rediss://app:s3cret@redis.example:6380/2');
    // ioredis takes TLS from the scheme as written in lower case.
    expect(parseEnv({ REDIS_URL: 'REDIS://redis.example' }).redisUrl).toBe('redis://redis.example');
    // The password is never quoted back.
    expect(() => parseEnv({ REDIS_URL: 'http://app:s3cret@redis.example' })).toThrow(/^Invalid environment variable REDIS_URL: .*got "a http: URL"$/);
    expect(() => parseEnv({ REDIS_URL: 'http://app:s3cret@redis.example' })).not.toThrow(/s3cret/);
  });

  test.each([
    ['PORT', 'abc'],
    ['PORT', '0'],
    ['PORT', '70000'],
    ['ACCESS_TOKEN_TTL', '-5'],
    ['ACCESS_TOKEN_TTL', '1.5'],
    ['REFRESH_TOKEN_TTL', 'forever'],
    ['TOKEN_SECRET', 'short'],
    ['SANDBOX', 'maybe'],
    ['CSP_ORIGINS', "https://x.example 'unsafe-inline'"],
    ['FRAME_ANCESTORS', 'https://x.example/path'],
    ['FRAME_SOURCES', 'https://legal.example/agreement.html'],
    ['PAYMENT_CONFIRM_DELAY_MS', '-1'],
    ['KYC_REVIEW_DELAY_MS', '600001'],
    ['NFT_CHECK_DELAY_MS', 'soon'],
    ['SECRETS_KEY', 'a5a5'],
    ['MIXIN_API_BASE', 'api.mixin.one'],
    ['MIXIN_API_BASE', 'ftp://api.example'],
    ['MIXIN_API_BASE', 'https://api.example/?token=1'],
    ['LIVE_RTMP_BASE', 'http://live.example/live'],
    // Without LIVE_HLS_BASE, which the message names with it: members would get a playlist on no host.
    ['LIVE_RTMP_BASE', 'rtmp://live.example/live'],
    ['REDIS_URL', 'https://redis.example'],
    ['REDIS_URL', '127.0.0.1:6379'],
    ['REDIS_URL', 'redis://'],
  ])('refuses %s=%s with a one-line message naming it', (name, value) => {
    let error: unknown;
    try {
      parseEnv({ [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    expect(message).toContain(name);
    expect(message).not.toContain('\n');
  });

  test('the sandbox listens on loopback unless told, and refuses an outside address without SANDBOX_PUBLIC', () => {
    expect(parseEnv({ SANDBOX: 'on' }).host).toBe('127.0.0.1');
    for (const host of ['127.0.0.1', '::1', 'localhost']) expect(parseEnv({ SANDBOX: 'on', HOST: host }).host).toBe(host);
    for (const host of ['0.0.0.0', '::', '192.168.1.5', 'groups.example']) {
      expect(() => parseEnv({ SANDBOX: 'on', HOST: host })).toThrow(SandboxExposedError);
    }
    expect(() => parseEnv({ SANDBOX: 'on', HOST: '0.0.0.0' })).toThrow(/SANDBOX_PUBLIC=on/);
    expect(parseEnv({ SANDBOX: 'on', HOST: '0.0.0.0', SANDBOX_PUBLIC: 'on' })).toMatchObject({ sandbox: true, host: '0.0.0.0' });
    expect(() => parseEnv({ SANDBOX_PUBLIC: 'sometimes' })).toThrow(EnvError);
  });

  test('FILES_STORE=s3 off the sandbox names every bucket setting it lacks in one line, and never the secret it has', () => {
    const attempt = (source: Record<string, string>) => {
      try {
        parseEnv({ FILES_STORE: 's3', ...source });
      } catch (error) {
        return error;
      }
      return null;
    };
    const none = attempt({});
    expect(none).toBeInstanceOf(MissingSettingsError);
    expect(none).toBeInstanceOf(EnvError);
    expect((none as Error).message).toBe('Missing environment variables S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: '
      + 'FILES_STORE=s3 needs the bucket and its key (README "Run it for real")');
    const some = attempt({ S3_BUCKET: 'groups', S3_SECRET_ACCESS_KEY: 'the-bucket-secret' });
    expect((some as Error).message).toMatch(/^Missing environment variable S3_ACCESS_KEY_ID: /);
    expect((some as Error).message).not.toContain('the-bucket-secret');
    expect(() => parseEnv({ FILES_STORE: 'minio' })).toThrow(/FILES_STORE: expected disk or s3/);
    // The sandbox's S3 store is its own stand-in, which needs none of them.
    expect(parseEnv({ SANDBOX: 'on', FILES_STORE: 's3' })).toMatchObject({ filesStore: 's3', s3: null });
  });

  test('never echoes a rejected secret', () => {
    expect(() => parseEnv({ TOKEN_SECRET: 'hunter2' })).toThrow(/TOKEN_SECRET.*7 characters/);
    expect(() => parseEnv({ TOKEN_SECRET: 'hunter2' })).not.toThrow(/hunter2/);
  });
});

function run(env: Record<string, string>, untilOutput?: RegExp) {
  // The server itself, not the tsx CLI, which would start a second node to run it (and relay signals to it).
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => {
      if (untilOutput?.test(stdout)) resolve();
    });
    child.on('exit', () => reject(new Error(`exited early: ${stderr}`)));
  });
  ready.catch(() => {}); // only awaited by tests that wait for start-up
  return { child, exited, ready, output: () => ({ stdout, stderr }) };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe('server/main.ts', () => {
  test('a bad variable stops the server with one line naming it', async () => {
    const { exited, output } = run({ PORT: 'abc' });
    expect(await exited).toBe(1);
    const lines = output().stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('PORT');
  }, 20_000);

  test('starts, prints the URL and how to log in, serves, and shuts down cleanly on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'groups-main-'));
    const port = await freePort();
    try {
      const server = run({ PORT: String(port), DATABASE: join(dir, 'db', 'app.db'), STATIC_DIR: dir, SANDBOX: 'on' }, /sandbox wallet/);
      await server.ready;
      expect(server.output().stdout).toContain(`http://localhost:${port}/#/demo`);
      expect(server.output().stdout).toContain('SANDBOX ON');
      expect(server.output().stdout).toMatch(/owner, admin, lecturer, member, pending, banned, new/);
      const res = await fetch(`http://127.0.0.1:${port}/api/groups/demo/public`);
      expect(res.status).toBe(200);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 20_000);

  test('with REDIS_URL it counts its limits in Redis on a connection named groups-app, closed on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'groups-main-'));
    const redisServer = await startRedis();
    const redis = openRedis(redisServer.url, 'main-test');
    const appConnections = async () => ((await redis.client('LIST')) as string).split('\n').filter((line) => / name=groups-app /.test(line));
    const port = await freePort();
    try {
      const server = run({
        PORT: String(port), DATABASE: join(dir, 'db', 'app.db'), STATIC_DIR: dir, SANDBOX: 'on', REDIS_URL: redisServer.url,
      }, /sandbox wallet/);
      await server.ready;
      const res = await fetch(`http://127.0.0.1:${port}/api/groups/demo/track/create`, {
        method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ event: 'page_view' }),
      });
      expect(res.status).toBe(200);
      expect(await redis.get('grp:rl:track/address:ip:127.0.0.1')).toBe('1');
      expect(await appConnections()).toHaveLength(1);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(await appConnections()).toHaveLength(0);
    } finally {
      await closeRedis(redis);
      await redisServer.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 20_000);

  test('refuses to start with the sandbox on an address other machines reach, in one line', async () => {
    const { exited, output } = run({ PORT: String(await freePort()), SANDBOX: 'on', HOST: '0.0.0.0' });
    expect(await exited).toBe(1);
    const lines = output().stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/SANDBOX is on and HOST=0\.0\.0\.0/);
  }, 20_000);

  test('without SANDBOX it refuses to start with no CARD_KEY (bank card numbers), in one line', async () => {
    const { exited, output } = run({ PORT: String(await freePort()), SANDBOX: '', CARD_KEY: '' });
    expect(await exited).toBe(1);
    const lines = output().stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/CARD_KEY/);
  }, 20_000);

  test('without SANDBOX it refuses to start while a group lacks its wallet credentials, in one line naming it; with them it starts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'groups-main-'));
    const database = join(dir, 'app.db');
    const secretsKey = 'd1'.repeat(32);
    const operate = async (argv: string[], stdin = '') => {
      const db = openDatabase(database);
      try {
        await runGroupCommand(db, { secretsKey }, argv, { readStdin: async () => stdin, now: Date.now });
      } finally {
        db.close();
      }
    };
    try {
      await operate(['create', 'club', '--name', 'Club', '--client-id', '30000000-0000-4000-8000-000000000001', '--identity-number', '7000100009']);
      const env = { DATABASE: database, STATIC_DIR: dir, SANDBOX: '', CARD_KEY: 'ab'.repeat(32), SECRETS_KEY: secretsKey };
      const refused = run({ ...env, PORT: String(await freePort()) });
      expect(await refused.exited).toBe(1);
      expect(refused.output().stderr.trim().split('\n')).toEqual([
        'Not starting: group club has no mixin credentials. Set them with npm run group -- credentials <group> <party> (README "Run it for real").',
      ]);

      await operate(['credentials', 'club', 'mixin'], '{"client_secret":"s"}');
      const port = await freePort();
      const server = run({ ...env, PORT: String(port) }, /Groups: /);
      await server.ready;
      expect(server.output().stdout).toContain(`Groups: http://localhost:${port}/#/club`);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  test('without SANDBOX the sandbox is not mounted: no reset, no payment controls', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'groups-main-'));
    const port = await freePort();
    try {
      const server = run({ PORT: String(port), DATABASE: join(dir, 'app.db'), STATIC_DIR: dir, SANDBOX: '', CARD_KEY: 'ab'.repeat(32) }, /SANDBOX is off/);
      await server.ready;
      const reset = await fetch(`http://127.0.0.1:${port}/sandbox/control/reset`, { method: 'POST', body: '{}' });
      expect(reset.status).toBe(404);
      expect(await reset.json()).toMatchObject({ code: 404 });
      // A real server starts empty: no demo groups, and it says how to open one.
      expect(server.output().stdout).toContain('No groups yet: npm run group -- create');
      expect((await fetch(`http://127.0.0.1:${port}/api/groups/demo/public`)).status).toBe(404);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 20_000);
});
