// The HTTP server the app runs on (server/main.ts, and test/helpers' listen()). Built here rather than
// with @hono/node-server's serve() so that requests refused before the app reads them get the app's
// answer too (issue 22 point 10): JSON `{code, message}` with the security headers, never Node's empty
// 400/431 or the adapter's empty 400.
import { getRequestListener, RequestError } from '@hono/node-server';
import type { Hono } from 'hono';
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { ErrorCode } from '../contract/errors';
import { appDeps } from './app';
import type { AppEnv } from './context';
import { errorBody } from './lib/envelope';
import { ApiError, apiErrors } from './lib/errors';
import { unreadRequestHeaders } from './lib/security';

/**
 * The request line and headers together may take this many bytes; more is answered 431. Node's own
 * default, pinned here so `--max-http-header-size` in NODE_OPTIONS cannot change it: an access token
 * is under 1 KB, and a proxy in front usually allows 8–16 KB too.
 */
export const MAX_HEADER_BYTES = 16 * 1024;

/** An error answer with the app's body and headers, for the adapter to send. */
function answer(error: ApiError): Response {
  return new Response(JSON.stringify(errorBody(error)), { status: error.status, headers: unreadRequestHeaders() });
}

/**
 * The adapter could not make a Request of what Node parsed: a raw backslash in the path, a Host it
 * refuses or none at all. Anything else reaching here came from the app itself, which answers its
 * own errors, so it is a bug: logged, answered 500.
 */
function answerAdapterError(error: unknown): Response {
  if (error instanceof RequestError) {
    return answer(new ApiError(400, ErrorCode.validation, `bad request: ${error.message.toLowerCase()}`));
  }
  console.error('[http]', error instanceof Error ? (error.stack ?? error) : error);
  return answer(apiErrors.internal());
}

/** What Node's parser refused, as the status and error Node would have answered with an empty body. */
function parseRefusal(code: string | undefined): ApiError {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return new ApiError(431, ErrorCode.validation, `request headers too large: at most ${MAX_HEADER_BYTES} bytes`);
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return new ApiError(413, ErrorCode.validation, 'request body too large');
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new ApiError(408, ErrorCode.validation, 'request timeout');
    default:
      return new ApiError(400, ErrorCode.validation, 'bad request: malformed HTTP');
  }
}

/**
 * Node's 'clientError': the parser refused the bytes, so no request exists and only the socket is
 * left. Writes the whole answer on it and closes, as Node's default handler does, but with a body.
 * `answering`: sockets with an answer of the app still open on them (keep-alive); ours would be
 * written into the middle of it, so such a socket is only closed, as Node does.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex, answering: WeakSet<object>): void {
  if (error.code === 'ECONNRESET' || !socket.writable || answering.has(socket)) {
    socket.destroy();
    return;
  }
  const refusal = parseRefusal(error.code);
  const body = JSON.stringify(errorBody(refusal));
  const lines = [`HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status] ?? ''}`];
  for (const [name, value] of unreadRequestHeaders()) lines.push(`${name}: ${value}`);
  lines.push(`content-length: ${Buffer.byteLength(body)}`, 'connection: close');
  // Destroyed once written: a client still sending its oversized headers cannot hold the socket open.
  socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`, () => socket.destroy());
}

export type ListenOptions = { port: number; hostname?: string };

/** How this process reaches itself at the address it listens on (loopback when it listens on all). */
export function selfOrigin(address: AddressInfo): string {
  const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/**
 * Serves `app` on `port` (0: any free one); `onListening` gets the address once it listens, which
 * the app's runtime keeps as its own origin.
 */
export function listenApp(
  app: Hono<AppEnv>, { port, hostname }: ListenOptions, onListening?: (address: AddressInfo) => void,
): Server {
  // The adapter answers every request itself, errors included (answerAdapterError): its promise is not awaited.
  const listener = getRequestListener(app.fetch, { errorHandler: answerAdapterError });
  const server = createServer(
    // A request without Host reaches the adapter, which refuses it with the answer above (Node would
    // answer an empty 400 itself).
    { maxHeaderSize: MAX_HEADER_BYTES, requireHostHeader: false },
    (request, response) => void listener(request, response),
  );
  const answering = new WeakSet<object>();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    answering.add(request.socket);
    response.once('close', () => answering.delete(request.socket));
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => answerClientError(error, socket, answering));
  server.listen(port, hostname, () => {
    const address = server.address() as AddressInfo;
    appDeps(app).runtime.selfOrigin = selfOrigin(address);
    onListening?.(address);
  });
  return server;
}
