import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import type { ErrorBody } from './envelope';
import { inlineScriptHashes } from './security';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
};

// Build output under /assets/ has content hashes in its names, so it may be cached for good;
// everything else (index.html above all) must be revalidated so a deploy shows at once.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Paths owned by the API and the sandbox never fall back to the app shell. */
const RESERVED = /^\/(api|sandbox)(\/|$)/;

async function readFileIfPresent(file: string): Promise<{ data: Buffer; etag: string } | null> {
  try {
    const info = await stat(file);
    if (!info.isFile()) return null;
    return { data: await readFile(file), etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"` };
  } catch {
    return null;
  }
}

// Members are on slow mobile networks: text is sent compressed. Each file is
// compressed once per encoding and kept (keyed by its etag, so a rebuilt file
// is compressed again); the build is a few hundred KB, so the cache stays small.
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|wasm)|image\/svg)/;
const MIN_COMPRESS_BYTES = 512;
const MAX_CACHED = 500;
const compressed = new Map<string, Buffer>();

type Encoding = 'br' | 'gzip';

function pickEncoding(accept: string | undefined): Encoding | null {
  if (!accept) return null;
  const offered = accept.toLowerCase().split(',').map((part) => {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return { name: name.trim(), q: q ? Number(q.slice(2)) : 1 };
  });
  const accepts = (name: string) => offered.some((o) => o.name === name && o.q > 0);
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

function encode(path: string, data: Buffer, etag: string, encoding: Encoding): Buffer {
  // The path is part of the key: a build writes many files in the same
  // millisecond, and two of the same size would otherwise share an etag.
  const key = `${encoding}:${path}:${etag}`;
  const hit = compressed.get(key);
  if (hit) return hit;
  const out = encoding === 'br'
    ? brotliCompressSync(data, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length },
    })
    : gzipSync(data, { level: 9 });
  if (compressed.size >= MAX_CACHED) compressed.delete(compressed.keys().next().value as string);
  compressed.set(key, out);
  return out;
}

/** A page's Content-Security-Policy, given the hashes of its inline scripts. */
/** A page's policy from its inline scripts' hashes and the Host it was asked for ('' when unusable). */
export type PagePolicy = (scriptHashes: string[], host: string) => string;

/** A Host header fit to name in a policy: a name or address and maybe a port, nothing else. */
const pageHost = (c: Context) => {
  const host = c.req.header('Host') ?? '';
  return /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host) ? host : '';
};

// Pages are few and small: their inline-script hashes are kept per file version.
const pageHashes = new Map<string, string[]>();

function hashesOf(path: string, file: { data: Buffer; etag: string }): string[] {
  const key = `${path}:${file.etag}`;
  let hashes = pageHashes.get(key);
  if (!hashes) {
    hashes = inlineScriptHashes(file.data.toString('utf8'));
    if (pageHashes.size >= MAX_CACHED) pageHashes.delete(pageHashes.keys().next().value as string);
    pageHashes.set(key, hashes);
  }
  return hashes;
}

function send(
  c: Context,
  path: string,
  file: { data: Buffer; etag: string },
  type: string,
  cache: string,
  policy?: PagePolicy,
): Response {
  const encoding = COMPRESSIBLE.test(type) && file.data.length >= MIN_COMPRESS_BYTES
    ? pickEncoding(c.req.header('Accept-Encoding'))
    : null;
  // Each representation has its own validator, so a cache never mixes them up.
  const etag = encoding ? `${file.etag.slice(0, -1)}-${encoding}"` : file.etag;
  const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': cache, ETag: etag, Vary: 'Accept-Encoding' };
  if (policy && type === CONTENT_TYPES['.html']) headers['Content-Security-Policy'] = policy(hashesOf(path, file), pageHost(c));
  if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
  if (!encoding) return c.body(new Uint8Array(file.data), 200, headers);
  headers['Content-Encoding'] = encoding;
  return c.body(new Uint8Array(encode(path, file.data, file.etag, encoding)), 200, headers);
}

/**
 * Serves the built SPA from `dir`: real files by path, and index.html for `/` and any other
 * extension-less path (client-side routes). Missing files are a JSON 404, never the shell,
 * so a stale chunk request fails loudly instead of parsing HTML as JavaScript.
 */
export function staticSite(dir: string, policy?: PagePolicy) {
  const root = resolve(dir);
  return async (c: Context): Promise<Response> => {
    const path = c.req.path;
    if (RESERVED.test(path)) return c.notFound();
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return c.notFound();
    }
    // No dotfiles, no NUL tricks, nothing outside the root.
    if (decoded.includes('\0') || /\/\./.test(decoded)) return c.notFound();
    const file = resolve(root, `.${decoded}`);
    if (file !== root && !file.startsWith(root + sep)) return c.notFound();

    const extension = extname(decoded).toLowerCase();
    if (extension) {
      const found = await readFileIfPresent(file);
      if (!found) return c.notFound();
      const cache = decoded.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
      return send(c, file, found, CONTENT_TYPES[extension] ?? 'application/octet-stream', cache, policy);
    }

    const index = await readFileIfPresent(join(root, 'index.html'));
    if (!index) {
      const body: ErrorBody = {
        code: 503,
        message: `the web app is not built: run \`npm run build\` (no index.html in ${dir})`,
      };
      return c.json(body, 503);
    }
    return send(c, join(root, 'index.html'), index, CONTENT_TYPES['.html'], REVALIDATE, policy);
  };
}
