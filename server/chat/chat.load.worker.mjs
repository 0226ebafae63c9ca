// The chat load runs' clients (chat.load.ts and server/bench/scale.ts, through chat.load.clients.ts), in a
// worker thread: each is a socket that signs in, subscribes to the group from the last seq it holds, records
// every message (seq order, duplicates, latency from the send time the run put in the text) and resumes
// whenever it drops.
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
const now = () => performance.timeOrigin + performance.now();
const clients = [];
let stopped = false;
function client(token) {
  const c = { seqs: [], latencies: [], lastSeq: workerData.startSeq, reconnects: 0, duplicates: 0, truncated: 0, ws: null };
  // After a truncated backlog (over 500 missed) the client asks again from its last seq until it has caught
  // up, ignoring live frames meanwhile: the last, untruncated backlog reads up to the newest message.
  let catchingUp = false;
  const record = (seq, text, live) => {
    if (seq <= c.lastSeq) { c.duplicates += 1; return; }
    c.seqs.push(seq);
    c.lastSeq = seq;
    const match = /^b ([\d.]+) ([a-z]+)$/.exec(text);
    // Live deliveries of messages sent in one go (no retry across the outage) count for latency.
    if (live && match && match[2] === 'once') c.latencies.push(now() - Number(match[1]));
  };
  c.connect = () => new Promise((resolve) => {
    const ws = new WebSocket(workerData.url);
    c.ws = ws;
    let ready = false;
    const done = () => { if (!ready) { ready = true; resolve(); } };
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', group: workerData.group, token })));
    ws.on('message', (data) => {
      const text = data.toString();
      if (text.startsWith('{"type":"message"')) {
        if (catchingUp) return;
        const seq = Number(/"seq":(\d+)/.exec(text)[1]);
        const body = /"text":"(b [\d.]+ [a-z]+)"/.exec(text);
        record(seq, body ? body[1] : '', true);
        return;
      }
      const frame = JSON.parse(text);
      if (frame.type === 'ready') ws.send(JSON.stringify({ type: 'subscribe', channel: 'group', after: c.lastSeq }));
      else if (frame.type === 'backlog') {
        for (const m of frame.messages) record(m.seq, m.text, false);
        catchingUp = frame.truncated;
        if (catchingUp) {
          c.truncated += 1;
          ws.send(JSON.stringify({ type: 'subscribe', channel: 'group', after: c.lastSeq }));
        } else done();
      }
    });
    ws.on('close', () => {
      if (stopped) return;
      done();
      c.reconnects += 1;
      setTimeout(() => c.connect(), 100 + Math.random() * 200);
    });
    ws.on('error', () => undefined);
  });
  return c;
}
void (async () => {
  for (const token of workerData.tokens) clients.push(client(token));
  for (let i = 0; i < clients.length; i += 50) await Promise.all(clients.slice(i, i + 50).map((c) => c.connect()));
  parentPort.postMessage({ type: 'ready' }, []);
})();
parentPort.on('message', (message) => {
  if (message.type === 'count') {
    parentPort.postMessage({ type: 'count', min: Math.min(...clients.map((c) => c.seqs.length)) }, []);
  } else if (message.type === 'finish') {
    stopped = true;
    for (const c of clients) c.ws.close();
    parentPort.postMessage({
      type: 'result',
      seqs: clients.map((c) => c.seqs),
      latencies: Float64Array.from(clients.flatMap((c) => c.latencies)),
      duplicates: clients.reduce((s, c) => s + c.duplicates, 0),
      reconnects: clients.reduce((s, c) => s + c.reconnects, 0),
      truncated: clients.reduce((s, c) => s + c.truncated, 0),
    }, []);
  }
});
