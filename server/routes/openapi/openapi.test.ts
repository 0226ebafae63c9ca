import { afterAll, describe, expect, test } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { API } from '../../../contract/api/index';
import { CSP_ISOLATE } from '../../lib/security';
import { createTestServer } from '../../test/helpers';

// The API reference (issue 25 point 5): the document the declarations make, checked by an OpenAPI
// validator and against what the server really mounts.
const server = createTestServer();
afterAll(() => server.close());

type Doc = { openapi: string; paths: Record<string, Record<string, { operationId: string; parameters: { name: string; in: string; required: boolean }[]; security?: unknown; requestBody?: any; responses: any }>>; components: any };

async function fetchDocument(): Promise<Doc> {
  const res = await server.app.request('/api/openapi.json');
  expect(res.status).toBe(200);
  return (await res.json()) as Doc;
}

/** A route's path as the document writes it: `{name}` parameters, no trailing slash. */
const normal = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}').replace(/(.)\/$/, '$1');

describe('GET /api/openapi.json', () => {
  test('is an OpenAPI 3.1 document a validator accepts', async () => {
    const doc = await fetchDocument();
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  test('lists every route mounted under /api, and nothing that is not mounted', async () => {
    const doc = await fetchDocument();
    const documented = new Set(Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${normal(`/api${path}`)}`)));
    const mounted = new Set(
      server.app.routes
        // The reference itself (the document and its page) aside.
        .filter((route) => route.path.startsWith('/api/') && !/^\/api\/(openapi\.json|docs)/.test(route.path))
        .filter((route) => ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method))
        .map((route) => `${route.method} ${normal(route.path)}`),
    );
    expect([...mounted].filter((route) => !documented.has(route))).toEqual([]);
    expect([...documented].filter((route) => !mounted.has(route))).toEqual([]);
    expect(documented.size).toBe(Object.values(API).reduce((n, calls) => n + Object.keys(calls).length, 0));
  });

  test("keeps a call's access, parameters, body, bounds, enums, optionals and nullables", async () => {
    const doc = await fetchDocument();
    const claim = doc.paths['/groups/{group}/coupons/claim'].post;
    expect(claim.security).toEqual([{ bearer: [] }]);
    expect(claim.parameters).toContainEqual(expect.objectContaining({ name: 'code', in: 'query', required: true, schema: { type: 'string', minLength: 1, maxLength: 64 } }));
    // A guest's call asks for no token; a group_id header where the spec sends one.
    expect(doc.paths['/groups/{group}/public'].get.security).toBeUndefined();
    // An outside party's notification: its own signed format, its own reply, no token.
    const alipay = doc.paths['/payments/alipay/{group}/notify'].post;
    expect(alipay.security).toBeUndefined();
    expect(Object.keys(alipay.requestBody.content)).toEqual(['application/x-www-form-urlencoded']);
    expect(Object.keys(alipay.responses[200].content)).toEqual(['text/plain']);
    const patch = doc.components.schemas.GroupSettingsPatchBody;
    expect(patch.additionalProperties).toBe(false);
    expect(patch.required).toBeUndefined();
    expect(patch.properties.custom_theme).toEqual({ anyOf: [{ type: 'string', minLength: 1, maxLength: 200 }, { type: 'null' }] });
    expect(patch.properties.max_renewal_years).toEqual({ type: 'number', enum: [1, 2, 3, 5, 7] });
    expect(patch.properties.invitation_bonus_rate).toEqual({ $ref: '#/components/schemas/AmountText' });
    expect(doc.components.schemas.AmountText).toMatchObject({ type: 'string', format: 'decimal' });
    expect(patch.properties.luckycoin_max_shares).toEqual({ type: 'integer', minimum: 1, maximum: 1000 });
    // An upload is a multipart form; a file's answer is the file.
    const upload = doc.paths['/groups/{group}/attachments/create'].post;
    expect(Object.keys(upload.requestBody.content)).toEqual(['multipart/form-data']);
    const csv = Object.entries(doc.paths).find(([path]) => path.includes('/checkin/') && path.includes('export'));
    expect(csv && Object.keys(Object.values(csv[1])[0].responses[200].content)).toEqual(['text/csv']);
  });

  test('says the error envelope and every error code', async () => {
    const doc = await fetchDocument();
    const error = doc.components.schemas.Error;
    expect(error.required).toEqual(['code', 'message']);
    expect(error.properties.code.enum).toEqual(expect.arrayContaining([100400, 100401, 100461, 100500]));
    expect(error.properties.code.description).toContain('100461 memberRequired');
    for (const ops of Object.values(doc.paths)) for (const op of Object.values(ops)) expect(op.responses.default).toEqual({ $ref: '#/components/responses/Error' });
  });
});

describe('GET /api/docs/', () => {
  test('is a page reading the document with the viewer served from here, under its own policy', async () => {
    const page = await server.app.request('/api/docs/');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<script src="swagger-ui-bundle.js"></script>');
    expect(html).not.toMatch(/https?:\/\//);
    const policy = page.headers.get('content-security-policy')!;
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain(CSP_ISOLATE);
    const bundle = await server.app.request('/api/docs/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect((await server.app.request('/api/docs/reference.js')).status).toBe(200);
    const unknown = await server.app.request('/api/docs/package.json');
    expect(unknown.status).toBe(404);
  });
});
