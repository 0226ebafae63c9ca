import { createServer, type AddressInfo } from 'node:net';

/**
 * An outside party that is down: it takes each connection and drops it at once, counting them, so a
 * test sees how many tries an adapter made. `close()` when done.
 */
export async function droppingParty(): Promise<{ origin: string; attempts: () => number; close: () => void }> {
  let attempts = 0;
  const server = createServer((socket) => {
    attempts += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, attempts: () => attempts, close: () => server.close() };
}
