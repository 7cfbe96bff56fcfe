import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createTestApp, type TestApp } from '../test/test-app';
import { DOCS_PATH, OPENAPI_PATH } from './openapi';

interface JsonSchemaShape {
  type?: string | string[];
  required?: string[];
  properties?: Record<string, JsonSchemaShape & { maxLength?: number; minLength?: number; enum?: unknown[] }>;
  items?: JsonSchemaShape;
}
interface Operation {
  requestBody?: { content: Record<string, { schema: JsonSchemaShape }> };
  tags?: string[];
  description?: string;
  security?: unknown[];
  'x-access'?: string;
  responses: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let document: OpenApiDocument;

beforeAll(async () => {
  t = await createTestApp();
  const reply = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
  expect(reply.statusCode).toBe(200);
  document = reply.json();
});
afterAll(() => t?.close());

/** A route's URL as OpenAPI writes it: `/tags/:id(^\d+$)` -> `/tags/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)(\((?:[^()]|\([^()]*\))*\))?/g, '{$1}');

describe(`GET ${OPENAPI_PATH}`, () => {
  it('is a valid OpenAPI 3.1 document (checked by an OpenAPI validator)', async () => {
    expect(document.openapi).toBe('3.1.0');
    const folder = mkdtempSync(path.join(tmpdir(), 'mk-openapi-'));
    try {
      const file = path.join(folder, 'openapi.json');
      writeFileSync(file, JSON.stringify(document));
      const cli = require.resolve('@seriousme/openapi-schema-validator/bin/validate-api-cli.js');
      // The validator is an ES module with import.meta: run as Node runs it, not through jest's transform.
      const { stdout } = await promisify(execFile)(process.execPath, [cli, file]).catch((error: { stdout: string }) => error);
      expect(JSON.parse(stdout)).toEqual({ valid: true });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('lists every API route the server registers, and nothing else', () => {
    const registered = t.app.routeTable
      .filter((route) => route.method !== 'HEAD' && route.url.startsWith('/api/') && !route.url.startsWith(DOCS_PATH))
      .map((route) => `${route.method} ${openApiPath(route.url)}`);
    const documented = Object.entries(document.paths).flatMap(([url, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${url}`),
    );
    expect(registered.length).toBeGreaterThan(100);
    expect(new Set(documented)).toEqual(new Set(registered));
  });

  it('says who may call each operation, groups it by domain and asks for the bearer token unless public', () => {
    const create = document.paths['/api/tags-write/tags'].post;
    expect(create.tags).toEqual(['tags']);
    expect(create['x-access']).toBe('ADMIN');
    expect(create.description).toContain('Who may call it: Roles: ADMIN.');
    expect(create.security).toEqual([{ bearer: [] }]);
    const assign = document.paths['/api/tags-write/assign-tag'].post;
    expect(assign.description).toContain('A PIC only for their own tagged entity.');
    expect(document.paths['/api/health'].get.security).toEqual([]);
  });

  it('describes the envelope of a success and of an error', () => {
    const replies = document.paths['/api/tags-write/tags/{id}'].patch.responses;
    const success = replies['200'].content?.['application/json'].schema.properties;
    expect(Object.keys(success ?? {})).toEqual(['result', 'message', 'payload']);
    expect(success?.payload).toMatchObject({ properties: { id: expect.anything(), name: expect.anything(), name_ar: expect.anything(), active: expect.anything() } });
    const failure = replies['4XX'].content?.['application/json'].schema.properties;
    expect(Object.keys(failure ?? {})).toEqual(['result', 'message', 'payload', 'code']);
  });
});

describe('request bodies', () => {
  const bodyOf = (url: string, method: string) => document.paths[url][method].requestBody?.content['application/json'].schema;

  it('shows the body a write takes, read from the shared rules its service checks it with', () => {
    const tag = bodyOf('/api/tags-write/tags', 'post');
    expect(tag?.required).toEqual(['name']);
    expect(tag?.properties?.name).toMatchObject({ type: 'string', minLength: 1, maxLength: 50 });
    expect(tag?.properties?.name_ar?.type).toEqual(['string', 'null']);
    const clinic = bodyOf('/api/clinic-write', 'post');
    expect(clinic?.required).toEqual(expect.arrayContaining(['registered_clinic_name', 'city']));
    expect(clinic?.properties?.city?.enum).toContain('RIYADH');
    // A change names only the fields it changes: nothing is required.
    expect(bodyOf('/api/clinic-write/{id}', 'patch')?.required).toBeUndefined();
    expect(bodyOf('/api/clinic-write/{id}', 'patch')?.properties).toHaveProperty('registered_clinic_name');
  });

  it('is there for the writes of every domain that checks its body with shared rules', () => {
    const documented = Object.entries(document.paths).flatMap(([url, operations]) =>
      Object.entries(operations).filter(([, operation]) => operation.requestBody).map(([method]) => `${method.toUpperCase()} ${url}`),
    );
    expect(documented.length).toBeGreaterThanOrEqual(40);
    for (const write of ['POST /api/promotion-write/promo', 'POST /api/administrator-read/login', 'POST /api/patient-app/orders', 'POST /api/order-write/offer', 'PATCH /api/clinic-write/{id}/status']) {
      expect(documented).toContain(write);
    }
  });

  it('is there for every write that takes a body, those checked by hand too; the others take none', () => {
    const withoutBody = Object.entries(document.paths).flatMap(([url, operations]) =>
      Object.entries(operations)
        .filter(([method, operation]) => ['post', 'patch', 'put'].includes(method) && !operation.requestBody)
        .map(([method]) => `${method.toUpperCase()} ${url}`),
    );
    // Each of these reads its id from the path (or the signed-in account), and nothing from a body.
    expect(withoutBody.sort()).toEqual(
      [
        'PATCH /api/appointment-management/insurance/{id}',
        'PATCH /api/appointment-management/noshow/{id}',
        'PATCH /api/appointment-management/pic-cancel/{id}',
        'PATCH /api/medical-service-write/delete-service/{id}',
        'POST /api/administrator-read/logout',
        'POST /api/administrator-write/me/two-factor/setup',
        'POST /api/administrator-write/users/{id}/disable',
        'POST /api/administrator-write/users/{id}/enable',
        'POST /api/administrator-write/users/{id}/reset-password',
        'POST /api/administrator-write/users/{id}/two-factor/reset',
        'POST /api/patient-app/offers/{id}/accept',
        'POST /api/patient-app/offers/{id}/decline',
        'POST /api/pdf-creator/link/{id}',
      ].sort(),
    );
    expect(bodyOf('/api/order-write/order-state', 'patch')?.properties?.delivery_state?.enum).toEqual(['WAITING', 'PREPARING', 'ON_WAY', 'DELIVERED']);
    expect(bodyOf('/api/tags-write/assign-tag', 'post')?.items?.required).toEqual(['entity_type', 'entity_sys_id', 'tag_id']);
    expect(bodyOf('/api/patient-write/bulk-create/{userId}', 'post')?.items?.required).toEqual(expect.arrayContaining(['name', 'phone']));
    const upload = document.paths['/api/media/upload'].post.requestBody?.content['multipart/form-data'].schema;
    expect(upload?.required).toEqual(['file', 'upload_preset']);
    expect(upload?.properties?.upload_preset?.enum).toEqual(expect.arrayContaining(['images', 'patients_csv']));
  });
});

describe(`GET ${DOCS_PATH}`, () => {
  it("serves a reference page and its script from the server's own files", async () => {
    const page = await t.app.inject({ method: 'GET', url: `${DOCS_PATH}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const scripts = [...page.body.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src).not.toMatch(/^(https?:)?\/\//);
      const script = await t.app.inject({ method: 'GET', url: new URL(src, `http://local${DOCS_PATH}/`).pathname });
      expect(script.statusCode).toBe(200);
    }
  });
});
