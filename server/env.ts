// Start-up configuration. Every variable is checked once, here; a bad value stops the
// server with one line that names the variable, instead of failing later mid-request.

export type ServerEnv = {
  port: number;
  /** The address the server listens on: loopback when the sandbox is on. */
  host: string;
  database: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  /** null: generate one and keep it in the database so restarts keep tokens valid. */
  tokenSecret: string | null;
  staticDir: string;
  /**
   * The stand-ins for outside parties and the test controls (/sandbox): anyone who reaches them can
   * reset the database, mark orders paid and read SMS codes. Off unless asked for; the demo and
   * test harnesses turn it on.
   */
  sandbox: boolean;
  /** X-Forwarded-Host/Proto name this server's public origin: only behind a proxy that sets them. */
  trustProxy: boolean;
  /** Origins the app talks to besides this server (API, media, stream CDN, WebSocket), for its CSP. */
  cspOrigins: string[];
  /** Origins allowed to frame the app (the host apps' webviews), besides this one. */
  frameAncestors: string[];
  /** Origins whose pages the app may frame besides this one: the groups' agreement pages hosted elsewhere. */
  frameSources: string[];
  /** The origin attachment links point at (a media host in front of this server); '' for this server. */
  mediaBase: string;
  /** Sandbox providers: how long a payment stays MARKED_PAID before the PAID notification. */
  paymentConfirmDelayMs: number;
  /** Sandbox KYC: how long a submitted verification stays processing. */
  kycReviewDelayMs: number;
  /** Sandbox NFT check: how long a check stays checking unless a control sets its own delay. */
  nftCheckDelayMs: number;
  /** Sandbox chain: how long a badge seal stays lighting before the chain's confirmation. */
  chainSealDelayMs: number;
  /** The key sealing bank card numbers (64 hex digits); the development key when unset with SANDBOX on; null: no start (bank.cipher.ts). */
  cardKey: string | null;
  /**
   * The key sealing the groups' credentials at their outside parties (64 hex digits; lib/sealed.ts);
   * the development key when unset with SANDBOX on; null: no credentials can be read or set.
   */
  secretsKey: string | null;
  /** The wallet's API (Mixin): its base URL, `https://api.mixin.one` unless a stand-in's is named. */
  mixinApiBase: string;
  /** The wallet's pay page: `https://mixin.one/pay` unless a stand-in's is named. */
  mixinPayUrl: string;
  /** WeChat's API (its OAuth): `https://api.weixin.qq.com` unless a stand-in's is named. */
  wechatApiBase: string;
  /** WeChat Pay's API v3: `https://api.mch.weixin.qq.com` unless a stand-in's is named. */
  wechatPayApiBase: string;
  /** Alipay's gateway: `https://openapi.alipay.com/gateway.do` unless a stand-in's is named. */
  alipayGateway: string;
  /**
   * Other origins than the request's own that count as this server's where a browser is sent back
   * (the sandbox's pages, a result_url): the app's, for stand-ins on their own port. Empty: none.
   */
  returnOrigins: string[];
  /** The SMS gateway (our own signed protocol, providers/sms): where it takes messages; '' none. */
  smsGatewayUrl: string;
  /** The key signing the requests to the SMS gateway (at least 32 characters); null: none. */
  smsGatewaySecret: string | null;
  /** The KYC vendor (our own signed protocol, providers/kyc): its base URL; '' none. */
  kycUrl: string;
  /** The key the server and the KYC vendor sign with (at least 32 characters); null: none. */
  kycSecret: string | null;
  /** The NFT ticket checker (our own signed protocol, providers/nft): its base URL; '' none. */
  nftUrl: string;
  /** The key the server and the NFT checker sign with (at least 32 characters); null: none. */
  nftSecret: string | null;
  /** The badge chain (our own signed protocol, providers/chain): its base URL; '' none. */
  chainUrl: string;
  /** The key the server and the chain sign with (at least 32 characters); null: none. */
  chainSecret: string | null;
  /** The invoicing vendor (our own signed protocol, providers/invoice): its base URL; '' none. */
  invoiceUrl: string;
  /** The key the server and the invoicing vendor sign with (at least 32 characters); null: none. */
  invoiceSecret: string | null;
  /** The captcha vendor (our own signed protocol, providers/captcha): its base URL; '' none (no phone sign-in). */
  captchaUrl: string;
  /** The key the server and the captcha vendor sign with (at least 32 characters); null: none. */
  captchaSecret: string | null;
  /** The key the rc app signs its reports with (our own signed protocol, providers/reborn); null: none. */
  rebornSecret: string | null;
  /** Live video on nginx-rtmp (providers/live): where lecturers push, rtmp://host[:port]/<app>; '' none. */
  liveRtmpBase: string;
  /** Where the HLS nginx writes is served (https://host/hls). */
  liveHlsBase: string;
  /** nginx-rtmp's control location, to drop a publisher when its stream stops; '' none. */
  liveControlUrl: string;
  /** What nginx's callback URLs carry as ?secret= (at least 32 characters); null: not checked. */
  liveCallbackSecret: string | null;
  /**
   * Live video on Tencent Cloud CSS instead (providers/live/tencent.adapter.ts): its push and play
   * domains, the application, the push domain's auth key and the play domain's ('' unsigned); null: not used.
   */
  tencentLive: { pushDomain: string; playDomain: string; app: string; pushKey: string; playKey: string } | null;
  /** Where uploads are kept: 'disk' (beside the database) or 's3' (the bucket below). */
  filesStore: 'disk' | 's3';
  /** The S3-compatible bucket with FILES_STORE=s3; null otherwise (the sandbox's is its stand-in's). */
  s3: { endpoint: string; region: string; bucket: string; accessKeyId: string; secretAccessKey: string; forcePathStyle: boolean; prefix: string } | null;
  /**
   * This server's address as outside parties reach it (their notifications: WeChat Pay's notify_url);
   * '' takes the address it listens on, which only a party on this machine can reach.
   */
  publicOrigin: string;
  /**
   * The Redis that several server processes share (lib/redis.ts): the rate-limit counters and the
   * chat's live events; null: one process, counters in the database.
   */
  redisUrl: string | null;
  /**
   * The PostgreSQL database the server keeps its data in (issue 27: processes on several machines), a
   * postgres:// URL; null: the SQLite file `database`. With it, `database` still names where the disk file
   * store keeps uploads (`attachments/` beside it).
   */
  databaseUrl: string | null;
};

/** The sandbox's card key (and the demo seed's): public, so it guards nothing. */
export const DEVELOPMENT_CARD_KEY_HEX = '5a'.repeat(32);
/** The sandbox's key for provider credentials (and the demo seed's): public, so it guards nothing. */
export const DEVELOPMENT_SECRETS_KEY_HEX = 'a5'.repeat(32);

export class EnvError extends Error {
  constructor(variable: string, expected: string, got: string) {
    super(`Invalid environment variable ${variable}: expected ${expected}, got ${JSON.stringify(got)}`);
    this.name = 'EnvError';
  }
}

/** Settings a chosen option needs and lacks, all named in the one line the server stops with. */
export class MissingSettingsError extends EnvError {
  constructor(names: string[], because: string) {
    super(names.join(', '), 'set', '');
    this.message = `Missing environment variable${names.length > 1 ? 's' : ''} ${names.join(', ')}: ${because} (README "Run it for real")`;
    this.name = 'MissingSettingsError';
  }
}

type Source = Record<string, string | undefined>;

const THIRTY_DAYS = 30 * 24 * 60 * 60;
const TEN_MINUTES_MS = 10 * 60 * 1000;
const MIN_SECRET_LENGTH = 32;

function read(source: Source, name: string): string | undefined {
  const value = source[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function integer(source: Source, name: string, fallback: number, min: number, max: number): number {
  const raw = read(source, name);
  if (raw === undefined) return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new EnvError(name, `an integer from ${min} to ${max}`, raw);
  }
  return value;
}

function flag(source: Source, name: string, fallback: boolean): boolean {
  const raw = read(source, name);
  if (raw === undefined) return fallback;
  const lower = raw.toLowerCase();
  if (['1', 'true', 'on', 'yes'].includes(lower)) return true;
  if (['0', 'false', 'off', 'no'].includes(lower)) return false;
  throw new EnvError(name, 'one of on/off, true/false, 1/0, yes/no', raw);
}

/** A space- or comma-separated list of origins (scheme://host[:port]); anything else stops the server. */
function origins(source: Source, name: string): string[] {
  const raw = read(source, name);
  if (raw === undefined) return [];
  return raw.split(/[\s,]+/).filter(Boolean).map((item) => {
    let url: URL | null = null;
    try {
      url = new URL(item);
    } catch {
      url = null;
    }
    const ok = url && /^(https?|wss?):$/.test(url.protocol) && url.origin === item.replace(/\/$/, '');
    if (!ok) throw new EnvError(name, 'origins like https://media.example, separated by spaces', item);
    return url!.origin;
  });
}

function secret(source: Source, name: string): string | null {
  const raw = read(source, name);
  if (raw === undefined) return null;
  if (raw.length < MIN_SECRET_LENGTH) {
    throw new EnvError(name, `at least ${MIN_SECRET_LENGTH} characters`, `${raw.length} characters`);
  }
  return raw;
}

/** An http(s) URL without query or fragment (a party's API base), without its trailing slash. */
function baseUrl(source: Source, name: string, fallback: string): string {
  const raw = read(source, name);
  if (raw === undefined) return fallback;
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    url = null;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash || url.username || url.password) {
    throw new EnvError(name, 'an http(s) URL like https://api.example or http://127.0.0.1:9000/base, without query', raw);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** An rtmp:// URL naming a host and an application (rtmp://live.example/live), without its trailing slash; '' when unset. */
function rtmpUrl(source: Source, name: string): string {
  const raw = read(source, name);
  if (raw === undefined) return '';
  if (!/^rtmps?:\/\/[^/\s?#]+\/[^/\s?#]+\/?$/.test(raw)) throw new EnvError(name, 'an rtmp URL like rtmp://live.example/live', raw);
  return raw.replace(/\/$/, '');
}

/** `raw` read as a URL, or null when it is not one. */
function parsedUrl(raw: string): URL | null {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

/** A postgres:// or postgresql:// URL with a host and a database, or null when unset; never quoted back (its password). */
function databaseUrl(source: Source): string | null {
  const raw = read(source, 'DATABASE_URL');
  if (raw === undefined) return null;
  const url = parsedUrl(raw);
  if (!url || !/^postgres(ql)?:$/.test(url.protocol) || !url.hostname || url.pathname.length <= 1) {
    throw new EnvError('DATABASE_URL', 'a URL like postgres://groups:password@db.example:5432/groups',
      url ? `a ${url.protocol} URL${url.pathname.length <= 1 ? ' without a database' : ''}` : 'no URL');
  }
  return raw.trim();
}

/**
 * A redis:// or rediss:// (TLS) URL, or null when unset. A refusal never quotes the value: its
 * password may be in it.
 */
function redisUrl(source: Source): string | null {
  const raw = read(source, 'REDIS_URL');
  if (raw === undefined) return null;
  const url = parsedUrl(raw);
  if (!url || !/^rediss?:$/.test(url.protocol) || !url.hostname) {
    throw new EnvError('REDIS_URL', 'a URL like redis://127.0.0.1:6379 or rediss://user:password@redis.example:6380/0',
      url ? `a ${url.protocol} URL` : 'no URL');
  }
  return url.href;
}

const DOMAIN = /^[a-z0-9.-]+(:\d+)?$/i;

function filesStore(source: Source): ServerEnv['filesStore'] {
  const raw = read(source, 'FILES_STORE') ?? 'disk';
  if (raw !== 'disk' && raw !== 's3') throw new EnvError('FILES_STORE', 'disk or s3', raw);
  return raw;
}

/** The bucket's settings, all needed with FILES_STORE=s3 off the sandbox (its stand-in needs none). */
function s3Settings(source: Source, sandbox: boolean): ServerEnv['s3'] {
  if (filesStore(source) !== 's3' || sandbox) return null;
  const missing = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => read(source, name) === undefined);
  if (missing.length > 0) throw new MissingSettingsError(missing, 'FILES_STORE=s3 needs the bucket and its key');
  const need = (name: string) => read(source, name)!;
  const endpoint = baseUrl(source, 'S3_ENDPOINT', `https://s3.${read(source, 'S3_REGION') ?? 'us-east-1'}.amazonaws.com`);
  const prefix = read(source, 'S3_PREFIX') ?? 'attachments/';
  if (!/^[A-Za-z0-9!_.*'()/-]{0,100}$/.test(prefix)) throw new EnvError('S3_PREFIX', 'a key prefix like attachments/', prefix);
  return {
    endpoint, region: read(source, 'S3_REGION') ?? 'us-east-1', bucket: need('S3_BUCKET'),
    accessKeyId: need('S3_ACCESS_KEY_ID'), secretAccessKey: need('S3_SECRET_ACCESS_KEY'),
    forcePathStyle: flag(source, 'S3_FORCE_PATH_STYLE', read(source, 'S3_ENDPOINT') !== undefined), prefix,
  };
}

/** Where members play nginx's HLS: required with LIVE_RTMP_BASE, or they would be given a playlist on no host. */
function hlsBase(source: Source): string {
  if (read(source, 'LIVE_HLS_BASE') !== undefined) return baseUrl(source, 'LIVE_HLS_BASE', '');
  if (read(source, 'LIVE_RTMP_BASE') === undefined) return '';
  throw new EnvError('LIVE_HLS_BASE', 'where nginx serves the HLS, like https://live.example/hls (required with LIVE_RTMP_BASE)', '');
}

/** Tencent Cloud CSS's settings: both domains and the push key, or none of them. */
function tencentLive(source: Source): ServerEnv['tencentLive'] {
  const pushDomain = read(source, 'TENCENT_LIVE_PUSH_DOMAIN');
  const playDomain = read(source, 'TENCENT_LIVE_PLAY_DOMAIN');
  const pushKey = read(source, 'TENCENT_LIVE_PUSH_KEY');
  if (pushDomain === undefined && playDomain === undefined && pushKey === undefined) return null;
  if (!pushDomain || !DOMAIN.test(pushDomain)) throw new EnvError('TENCENT_LIVE_PUSH_DOMAIN', 'the push domain, like livepush.example.com', pushDomain ?? '');
  if (!playDomain || !DOMAIN.test(playDomain)) throw new EnvError('TENCENT_LIVE_PLAY_DOMAIN', 'the play domain, like live.example.com', playDomain ?? '');
  if (!pushKey) throw new EnvError('TENCENT_LIVE_PUSH_KEY', 'the push domain\'s authentication key', '');
  const app = read(source, 'TENCENT_LIVE_APP') ?? 'live';
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(app)) throw new EnvError('TENCENT_LIVE_APP', 'the application name, like live', app);
  return { pushDomain, playDomain, app, pushKey, playKey: read(source, 'TENCENT_LIVE_PLAY_KEY') ?? '' };
}

/** A 32-byte key written as 64 hex digits, or null when unset. */
function hexKey(source: Source, name: string): string | null {
  const raw = read(source, name);
  if (raw === undefined) return null;
  if (!/^[0-9a-fA-F]{64}$/.test(raw)) throw new EnvError(name, '64 hex digits (a 32-byte key)', `${raw.length} characters`);
  return raw.toLowerCase();
}

/** 127.0.0.0/8, ::1 and localhost: reachable from this machine only. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/** The sandbox on an address other machines reach: refused unless SANDBOX_PUBLIC says it is meant. */
export class SandboxExposedError extends Error {
  constructor(host: string) {
    super(
      `SANDBOX is on and HOST=${host} is reachable from other machines: anyone could reset the database, `
        + 'mark orders paid and read SMS codes. Listen on 127.0.0.1, turn SANDBOX off, '
        + 'or set SANDBOX_PUBLIC=on for a closed demo network.',
    );
    this.name = 'SandboxExposedError';
  }
}

export function parseEnv(source: Source): ServerEnv {
  const sandbox = flag(source, 'SANDBOX', false);
  const host = read(source, 'HOST') ?? (sandbox ? '127.0.0.1' : '0.0.0.0');
  const sandboxPublic = flag(source, 'SANDBOX_PUBLIC', false);
  if (sandbox && !isLoopback(host) && !sandboxPublic) throw new SandboxExposedError(host);
  return {
    port: integer(source, 'PORT', 8080, 1, 65535),
    host,
    database: read(source, 'DATABASE') ?? 'data/app.db',
    accessTokenTtl: integer(source, 'ACCESS_TOKEN_TTL', 7200, 1, THIRTY_DAYS * 12),
    refreshTokenTtl: integer(source, 'REFRESH_TOKEN_TTL', THIRTY_DAYS, 1, THIRTY_DAYS * 12 * 10),
    tokenSecret: secret(source, 'TOKEN_SECRET'),
    staticDir: read(source, 'STATIC_DIR') ?? 'dist',
    sandbox,
    trustProxy: flag(source, 'TRUST_PROXY', false),
    cspOrigins: origins(source, 'CSP_ORIGINS'),
    frameAncestors: origins(source, 'FRAME_ANCESTORS'),
    frameSources: origins(source, 'FRAME_SOURCES'),
    mediaBase: origins(source, 'MEDIA_BASE')[0] ?? '',
    paymentConfirmDelayMs: integer(source, 'PAYMENT_CONFIRM_DELAY_MS', 1500, 0, TEN_MINUTES_MS),
    kycReviewDelayMs: integer(source, 'KYC_REVIEW_DELAY_MS', 3000, 0, TEN_MINUTES_MS),
    nftCheckDelayMs: integer(source, 'NFT_CHECK_DELAY_MS', 4000, 0, TEN_MINUTES_MS),
    chainSealDelayMs: integer(source, 'CHAIN_SEAL_DELAY_MS', 5000, 0, TEN_MINUTES_MS),
    cardKey: hexKey(source, 'CARD_KEY') ?? (sandbox ? DEVELOPMENT_CARD_KEY_HEX : null),
    secretsKey: hexKey(source, 'SECRETS_KEY') ?? (sandbox ? DEVELOPMENT_SECRETS_KEY_HEX : null),
    mixinApiBase: baseUrl(source, 'MIXIN_API_BASE', 'https://api.mixin.one'),
    mixinPayUrl: baseUrl(source, 'MIXIN_PAY_URL', 'https://mixin.one/pay'),
    wechatApiBase: baseUrl(source, 'WECHAT_API_BASE', 'https://api.weixin.qq.com'),
    wechatPayApiBase: baseUrl(source, 'WECHATPAY_API_BASE', 'https://api.mch.weixin.qq.com'),
    alipayGateway: baseUrl(source, 'ALIPAY_GATEWAY', 'https://openapi.alipay.com/gateway.do'),
    publicOrigin: origins(source, 'PUBLIC_ORIGIN')[0] ?? '',
    returnOrigins: origins(source, 'RETURN_ORIGINS'),
    smsGatewayUrl: read(source, 'SMS_GATEWAY_URL') === undefined ? '' : baseUrl(source, 'SMS_GATEWAY_URL', ''),
    smsGatewaySecret: secret(source, 'SMS_GATEWAY_SECRET'),
    kycUrl: read(source, 'KYC_URL') === undefined ? '' : baseUrl(source, 'KYC_URL', ''),
    kycSecret: secret(source, 'KYC_SECRET'),
    nftUrl: read(source, 'NFT_URL') === undefined ? '' : baseUrl(source, 'NFT_URL', ''),
    nftSecret: secret(source, 'NFT_SECRET'),
    chainUrl: read(source, 'CHAIN_URL') === undefined ? '' : baseUrl(source, 'CHAIN_URL', ''),
    chainSecret: secret(source, 'CHAIN_SECRET'),
    invoiceUrl: read(source, 'INVOICE_URL') === undefined ? '' : baseUrl(source, 'INVOICE_URL', ''),
    invoiceSecret: secret(source, 'INVOICE_SECRET'),
    rebornSecret: secret(source, 'REBORN_SECRET'),
    captchaUrl: read(source, 'CAPTCHA_URL') === undefined ? '' : baseUrl(source, 'CAPTCHA_URL', ''),
    captchaSecret: secret(source, 'CAPTCHA_SECRET'),
    liveRtmpBase: rtmpUrl(source, 'LIVE_RTMP_BASE'),
    liveHlsBase: hlsBase(source),
    liveControlUrl: read(source, 'LIVE_CONTROL_URL') === undefined ? '' : baseUrl(source, 'LIVE_CONTROL_URL', ''),
    liveCallbackSecret: secret(source, 'LIVE_CALLBACK_SECRET'),
    tencentLive: tencentLive(source),
    filesStore: filesStore(source),
    s3: s3Settings(source, sandbox),
    redisUrl: redisUrl(source),
    databaseUrl: databaseUrl(source),
  };
}

/** CARD_KEY's key, or an EnvError: a real server never runs without one. */
export function cardKeyOf(env: Pick<ServerEnv, 'cardKey'>): Buffer {
  if (env.cardKey) return Buffer.from(env.cardKey, 'hex');
  throw new EnvError('CARD_KEY', '64 hex digits (a 32-byte key sealing bank card numbers; required unless SANDBOX is on)', '');
}
