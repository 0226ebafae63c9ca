// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import { enums, number, object, string, type } from 'superstruct';
import { call } from '../../contract/api/call';
import { mockCall, useMswServer, server } from '../../test/msw';
import { callApi } from './call';
import { callUrl, uploadFile } from './callFile';
import { apiBase } from './http';
import { ErrorCode } from '../../contract/errors';

useMswServer();

const calls = {
  read: call({ method: 'GET', path: '/things/:id', access: 'member', summary: 'One thing', query: type({ full: string() }), response: object({ id: string(), n: number() }) }),
  act: call({ method: 'POST', path: '/things/:id/:action', params: object({ id: string(), action: enums(['open', 'close']) }), access: 'member', summary: 'Acts on a thing', response: object({ id: string(), n: number() }) }),
  upload: call({ method: 'POST', path: '/things/:id/files', upload: 'file', access: 'member', summary: 'A file for a thing', response: object({ id: string(), n: number() }) }),
  export: call({ method: 'GET', path: '/things/:id/export', file: 'text/csv', access: 'admin', summary: 'A thing as CSV', response: object({}) }),
};

describe('a declared call from the app', () => {
  it('goes to its path with its parameters encoded and its query, and answers the declared data', async () => {
    let seen = '';
    server.use(mockCall('g', calls.read, ({ request }) => {
      seen = new URL(request.url).pathname + new URL(request.url).search.replace(/&nonce=[^&]*/, '');
      return HttpResponse.json({ data: { id: 'a b', n: 1 } });
    }));
    await expect(callApi('g', calls.read, { params: { id: 'a b' }, query: { full: 'y' } })).resolves.toEqual({ id: 'a b', n: 1 });
    expect(seen).toBe('/api/groups/g/things/a%20b?full=y');
  });

  it('refuses an answer that is not the declared shape', async () => {
    server.use(mockCall('g', calls.act, () => HttpResponse.json({ data: { id: 1 } })));
    await expect(callApi('g', calls.act, { params: { id: 'x', action: 'open' } }, { silent: true })).rejects.toMatchObject({ code: ErrorCode.invalidResponse });
  });

  it('sends an upload as a multipart form with the file in the declared field', async () => {
    let contentType: string | null = null;
    let field: unknown = null;
    server.use(mockCall('g', calls.upload, async ({ request }) => {
      contentType = request.headers.get('content-type');
      field = (await request.formData()).get('file');
      return HttpResponse.json({ data: { id: 'f', n: 2 } });
    }));
    const file = new File(['hello'], 'a.txt', { type: 'text/plain' });
    await expect(uploadFile('g', calls.upload, file, { params: { id: 't' } })).resolves.toEqual({ id: 'f', n: 2 });
    // jsdom's File does not survive Node's fetch whole (see http.test.ts); the form and its field do.
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(field).not.toBeNull();
  });

  it("gives a file's full address for the browser to fetch", () => {
    expect(callUrl('my group', calls.export, { params: { id: 't/1' } })).toBe(`${apiBase()}/groups/my%20group/things/t%2F1/export`);
  });
});
