import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ErrorCode } from '../../../contract/errors';
import { seededMediaIds } from '../../seed/courses';
import { apiErrors } from '../../lib/errors';
import { standInProviders } from '../../test/standins';
import { createTestServer, expectError } from '../../test/helpers';
import { CSP_ISOLATE } from '../../lib/security';

const server = createTestServer();
afterAll(() => server.close());
const MEDIA_IDS = seededMediaIds(server.db);
const ID3_HEAD = [0x49, 0x44, 0x33, 0x04, 0x00];

const API = '/api/groups/demo';
const MB = 1024 * 1024;
let member: string;
let lecturer: string;
let admin: string;
let pending: string;

beforeAll(async () => {
  member = (await server.login('member')).token;
  lecturer = (await server.login('lecturer')).token;
  admin = (await server.login('admin')).token;
  pending = (await server.login('pending')).token;
});

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function upload(token: string | undefined, name: string, type: string, bytes: Uint8Array) {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type }));
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  return server.app.request(`${API}/attachments/create`, { method: 'POST', body: form, headers });
}

function filled(size: number, head: number[] = []): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return bytes;
}

describe('POST /attachments/create', () => {
  test('stores a file and serves it back with its content type', async () => {
    const bytes = filled(1000, PNG_HEAD);
    const res = await upload(member, 'dot.png', 'image/png', bytes);
    expect(res.status).toBe(200);
    const { data } = await res.json() as { data: { attachment_id: string; url: string; mime_type: string; size: number } };
    expect(data).toMatchObject({ mime_type: 'image/png', size: 1000 });
    const served = await server.app.request(data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });

  test('refuses files over the per-kind limit, naming the file and size', async () => {
    const image = await upload(member, 'big.png', 'image/png', filled(2 * MB + 1, PNG_HEAD));
    expect(image.status).toBe(400);
    const body = await image.json() as { code: number; message: string };
    expect(body.code).toBe(100400);
    expect(body.message).toContain('big.png');
    expect(body.message).toContain('2 MB');
    expect((await upload(member, 'ok.png', 'image/png', filled(2 * MB, PNG_HEAD))).status).toBe(200);
    expect((await upload(member, 'notes.pdf', 'application/pdf', filled(2 * MB + 1))).status).toBe(400);
    // Audio gets more room than the 2 MB default.
    expect((await upload(lecturer, 'talk.mp3', 'audio/mpeg', filled(3 * MB, ID3_HEAD))).status).toBe(200);
  }, 30_000);

  test('types a file by its bytes, not by the type or name it claims', async () => {
    const typed = async (name: string, type: string, bytes: Uint8Array) => {
      const res = await upload(member, name, type, bytes);
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: { mime_type: string } }).data.mime_type;
    };
    expect(await typed('fake.png', 'image/png', filled(100))).toBe('application/octet-stream');
    expect(await typed('lesson.html', 'text/html', new TextEncoder().encode('<html><script>alert(1)</script>'))).toBe('application/octet-stream');
    expect(await typed('icon.svg', 'image/png', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')))
      .toBe('application/octet-stream');
    expect(await typed('photo.txt', 'text/plain', filled(100, PNG_HEAD))).toBe('image/png');
    expect(await typed('notes.bin', 'application/octet-stream', new TextEncoder().encode('plain words'))).toBe('text/plain');
    // A 3 MB "audio" file that is not audio gets the 2 MB limit of unknown files.
    expect((await upload(lecturer, 'talk.mp3', 'audio/mpeg', filled(3 * MB))).status).toBe(400);
  }, 30_000);

  test('refuses an empty file and no file', async () => {
    expect((await upload(member, 'empty.txt', 'text/plain', new Uint8Array(0))).status).toBe(400);
    const res = await server.app.request(`${API}/attachments/create`, {
      method: 'POST', body: new FormData(), headers: { Authorization: `Bearer ${member}` },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('file is required');
  });

  test('needs a member', async () => {
    expect((await upload(undefined, 'a.txt', 'text/plain', filled(10))).status).toBe(401);
    const refused = await upload(pending, 'a.txt', 'text/plain', filled(10));
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: number }).code).toBe(100461);
  });
});

describe('GET /attachments/{id}', () => {
  test('answers Range requests with 206 so media can seek', async () => {
    const url = server.mediaUrl('demo', MEDIA_IDS.audio);
    const whole = await server.app.request(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/mpeg');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const all = new Uint8Array(await whole.arrayBuffer());

    const part = await server.app.request(url, { headers: { Range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${all.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(all.subarray(100, 200));

    const tail = await server.app.request(url, { headers: { Range: 'bytes=-10' } });
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(all.subarray(all.length - 10));
    const beyond = await server.app.request(url, { headers: { Range: `bytes=${all.length}-` } });
    expect(beyond.status).toBe(416);
  });

  test('the seeded video is a real mp4', async () => {
    const res = await server.app.request(server.mediaUrl('demo', MEDIA_IDS.video480), { headers: { Range: 'bytes=4-7' } });
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(new TextDecoder().decode(await res.arrayBuffer())).toBe('ftyp');
  });

  test('unknown ids are 404; a link signed for one group opens nothing in another', async () => {
    expectError(await server.get(server.mediaUrl('demo', '00000000-0000-4000-8000-000000000000')), 404, 404);
    expectError(await server.get(server.mediaUrl('free', MEDIA_IDS.audio)), 404, 404);
    const demoLink = new URL(server.mediaUrl('demo', MEDIA_IDS.audio), 'http://x');
    expectError(await server.get(`/api/groups/free/attachments/${MEDIA_IDS.audio}${demoLink.search}`), 403, 100403);
  });

  test('members-only media need a signed link that has not expired; the URL alone opens nothing', async () => {
    expectError(await server.get(`${API}/attachments/${MEDIA_IDS.audio}`), 403, 100403);
    const link = server.mediaUrl('demo', MEDIA_IDS.audio);
    expect((await server.app.request(link)).status).toBe(200);
    expectError(await server.get(link.replace(/sig=[\w-]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')), 403, 100403);
    expectError(await server.get(link.replace(MEDIA_IDS.audio, MEDIA_IDS.slide)), 403, 100403);
  });

  test('a link expires within two windows of 6 hours; a new one is handed out then', async () => {
    const later = createTestServer();
    try {
      const audio = seededMediaIds(later.db).audio;
      // At the start of a window: links are the same through it, and good until the next one ends.
      const window = 6 * 60 * 60 * 1000;
      later.clock.now = Math.ceil(later.clock.now / window) * window + 1000;
      const link = later.mediaUrl('demo', audio);
      later.clock.advance(5 * 60 * 60);
      expect(later.mediaUrl('demo', audio)).toBe(link);
      later.clock.advance(8 * 60 * 60);
      expectError(await later.get(link), 403, 100403);
      expect((await later.app.request(later.mediaUrl('demo', audio))).status).toBe(200);
    } finally {
      later.close();
    }
  });

  test('the seed gives its media random ids, different in every database', () => {
    const other = createTestServer();
    try {
      expect(seededMediaIds(other.db).audio).not.toBe(MEDIA_IDS.audio);
      expect(MEDIA_IDS.audio).not.toMatch(/^62000000-/);
    } finally {
      other.close();
    }
  });

  test('images and media are shown inline; anything else is a download that cannot run', async () => {
    const image = await server.app.request(server.mediaUrl('demo', MEDIA_IDS.slide));
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('content-disposition')).toMatch(/^inline; filename\*=UTF-8''slide\.jpg$/);
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('content-security-policy')!.split('; ')).toContain(CSP_ISOLATE);

    const page = await upload(member, 'lesson.html', 'text/html', new TextEncoder().encode('<html><script>alert(1)</script>'));
    const { data } = await page.json() as { data: { url: string } };
    const served = await server.app.request(data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/octet-stream');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename\*=UTF-8''lesson\.html$/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')!.split('; ')).toContain(CSP_ISOLATE);

    // A row stored with a page's type before uploads were typed by their bytes is a download too.
    server.db.prepare("UPDATE attachments SET mime_type = 'image/svg+xml' WHERE attachment_id = ?").run(MEDIA_IDS.notes);
    const svg = await server.app.request(server.mediaUrl('demo', MEDIA_IDS.notes));
    expect(svg.headers.get('content-type')).toBe('application/octet-stream');
    expect(svg.headers.get('content-disposition')).toMatch(/^attachment;/);
    server.db.prepare("UPDATE attachments SET mime_type = 'text/plain' WHERE attachment_id = ?").run(MEDIA_IDS.notes);
  });

  test('links point at MEDIA_BASE when one is set', async () => {
    const other = createTestServer({ mediaBase: 'https://media.example' });
    try {
      const { token } = await other.login('member');
      const res = await other.get('/api/groups/demo/courses/60000000-0000-4000-8000-000000000001/messages', token);
      const urls = (res.body.data as { attachment: { url: string } | null }[]).flatMap((m) => (m.attachment ? [m.attachment.url] : []));
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) expect(url).toMatch(/^https:\/\/media\.example\/api\/groups\/demo\/attachments\/[\w-]+\?exp=\d+&sig=[\w-]+$/);
    } finally {
      other.close();
    }
  });
});

describe('DELETE /attachments/{id}', () => {
  test('the uploader or an admin deletes; others are refused', async () => {
    const res = await upload(member, 'mine.txt', 'text/plain', filled(10));
    const { data } = await res.json() as { data: { attachment_id: string } };
    expectError(await server.call('DELETE', `${API}/attachments/${data.attachment_id}`, { token: lecturer }), 403, 100403);
    expect((await server.call('DELETE', `${API}/attachments/${data.attachment_id}`, { token: member })).status).toBe(200);
    expectError(await server.get(server.mediaUrl('demo', data.attachment_id)), 404, 404);

    const other = await upload(member, 'other.txt', 'text/plain', filled(10));
    const otherId = ((await other.json()) as { data: { attachment_id: string } }).data.attachment_id;
    expect((await server.call('DELETE', `${API}/attachments/${otherId}`, { token: admin })).status).toBe(200);
  });

  test('a file store that cannot remove the bytes leaves the attachment in place (503); deleting again works', async () => {
    let storeDown = true;
    const flaky = createTestServer({}, {
      log: () => {},
      providers: (deps) => {
        const standIns = standInProviders(deps);
        return {
          ...standIns,
          files: {
            ...standIns.files,
            remove: async (id) => {
              if (storeDown) throw apiErrors.unavailable('the file store refused to remove the file: ServiceUnavailable');
              await standIns.files.remove(id);
            },
          },
        };
      },
    });
    try {
      const token = (await flaky.login('member')).token;
      const form = new FormData();
      form.append('file', new File([filled(10)], 'kept.txt', { type: 'text/plain' }));
      const res = await flaky.app.request(`${API}/attachments/create`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } });
      const { data } = await res.json() as { data: { attachment_id: string; url: string } };
      expectError(await flaky.call('DELETE', `${API}/attachments/${data.attachment_id}`, { token }), 503, ErrorCode.internal);
      expect((await flaky.app.request(data.url)).status).toBe(200);
      storeDown = false;
      expect((await flaky.call('DELETE', `${API}/attachments/${data.attachment_id}`, { token })).status).toBe(200);
      expectError(await flaky.get(data.url), 404, 404);
    } finally {
      flaky.close();
    }
  });
});
