import { count } from 'drizzle-orm';
import { media } from '../db/schema';
import { JPEG, multipart, PNG, storedFileCount } from './media-test-kit';
import { createTestApp, DEMO, type TestApp } from '../test/test-app';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ env: { MAX_UPLOAD_MB: '1', PUBLIC_URL: 'https://dash.example.sa' } });
  token = await t.login(DEMO.clinicPic);
});
afterAll(() => t.close());

function upload(file: Buffer, filename: string, preset = 'images', auth: string | false = token) {
  const body = multipart([
    { name: 'file', value: file, filename, type: 'image/png' },
    { name: 'upload_preset', value: preset },
    { name: 'cloud_name', value: 'local' },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    payload: body.payload,
    // A forged Host: links must come from PUBLIC_URL, never from it.
    headers: { ...body.headers, host: 'evil.example', ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
  });
}

describe('POST /api/media/upload', () => {
  it('stores an image, answers like an image host, serves it back byte for byte and audits it', async () => {
    const response = await upload(PNG, 'logo.PNG');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ result: 'ok', message: 'File uploaded', payload: { bytes: PNG.length, format: 'png' } });
    expect(body.secure_url).toMatch(/^https:\/\/dash\.example\.sa\/api\/media\/files\/[0-9a-f-]{36}\.png$/);
    expect(response.body).not.toContain('evil.example');
    expect(JSON.stringify(response.headers)).not.toContain('evil.example');
    expect(body.payload.secure_url).toBe(body.secure_url);

    const served = await t.app.inject({ method: 'GET', url: new URL(body.secure_url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const admin = await t.login(DEMO.admin);
    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/audit-read/?entity_type=media&entity_id=${body.payload.public_id}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(audit.statusCode).toBe(200);
    expect(audit.json().payload).toMatchObject({
      count: 1,
      rows: [{ action: 'create', entity_type: 'media', entity_id: body.payload.public_id, actor_role: 'PIC', before: null }],
    });
    expect(audit.json().payload.rows[0].after).toMatchObject({ original_name: 'logo.PNG', size: PNG.length });
  });

  it('accepts jpg and jpeg, and a CSV for the patients preset', async () => {
    expect((await upload(JPEG, 'photo.jpg')).json().payload.format).toBe('jpg');
    expect((await upload(JPEG, 'photo.jpeg')).json().payload.format).toBe('jpeg');
    const csv = Buffer.from('name,national_id,phone\nسارة,1000000008,0551234567\n');
    const response = await upload(csv, 'patients.csv', 'patients_csv');
    expect(response.json().payload.format).toBe('csv');
    expect(response.json().secure_url).toMatch(/^https:\/\/dash\.example\.sa\/api\/media\/private\/[0-9a-f-]{36}\.csv$/);
  });

  it('serves a patient CSV only to its uploader and ADMIN, never to a shared cache, and audits each read', async () => {
    const csv = Buffer.from('name,national_id,phone\nنورة,1000000016,0551234568\n');
    const uploaded = await upload(csv, 'patients.csv', 'patients_csv');
    const privatePath = new URL(uploaded.json().secure_url).pathname;
    const fileName = privatePath.split('/').pop()!;
    const read = (auth?: string) =>
      t.app.inject({ method: 'GET', url: privatePath, headers: auth ? { authorization: `Bearer ${auth}` } : {} });

    const own = await read(token);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(csv)).toBe(true);
    expect(own.headers['cache-control']).toBe('private, no-store');
    const admin = await t.login(DEMO.admin);
    expect((await read(admin)).statusCode).toBe(200);

    expect((await read()).statusCode).toBe(401);
    const stranger = await read(await t.login(DEMO.pharmacyPic));
    expect(stranger.statusCode).toBe(403);
    expect(stranger.body).not.toContain('نورة');
    // Not under the public images route, whatever the name.
    const publicLink = await t.app.inject({ method: 'GET', url: `/api/media/files/${fileName}` });
    expect(publicLink.statusCode).toBe(404);

    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/audit-read/?entity_type=media&entity_id=${uploaded.json().payload.public_id}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    const actions = audit.json().payload.rows.map((row: { action: string }) => row.action).sort();
    expect(actions).toEqual(['access_denied', 'create', 'read', 'read']);
  });

  it('refuses other types, checked by name and by content', async () => {
    const cases: [Buffer, string, string][] = [
      [Buffer.from('GIF89a....'), 'anim.gif', 'images'],
      [Buffer.from('#!/bin/sh\nrm -rf /'), 'logo.png', 'images'],
      [PNG, 'logo.jpg', 'images'],
      [PNG, 'logo', 'images'],
    ];
    for (const [bytes, name, preset] of cases) {
      const response = await upload(bytes, name, preset);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ result: 'error', message: 'Only jpeg, jpg and png images are accepted', payload: null, code: 'upload.image_type' });
    }
    const csv = await upload(PNG, 'patients.csv', 'patients_csv');
    expect(csv.statusCode).toBe(400);
    expect(csv.json().message).toBe('Only CSV files are accepted');
    const unknownPreset = await upload(PNG, 'logo.png', 'videos');
    expect(unknownPreset.statusCode).toBe(400);
    expect(unknownPreset.json().result).toBe('error');
  });

  it('refuses a file name holding NUL or another control character with 400, storing nothing', async () => {
    const storedFiles = () => storedFileCount(t.db, t.config.dataDir);
    const [{ rows: rowsBefore }] = await t.db.select({ rows: count() }).from(media);
    const filesBefore = await storedFiles();
    for (const name of ['logo\u0000.png', 'lo\u0007go.png']) {
      const response = await upload(PNG, name);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        result: 'error',
        message: 'The file name contains characters that are not allowed',
        payload: null,
        code: 'upload.file_name_invalid',
      });
    }
    const [{ rows: rowsAfter }] = await t.db.select({ rows: count() }).from(media);
    expect(rowsAfter).toBe(rowsBefore);
    expect(await storedFiles()).toBe(filesBefore);
    // An Arabic or spaced name is a name like any other.
    expect((await upload(PNG, 'شعار العيادة.png')).statusCode).toBe(200);
  });

  it('refuses a file above the limit with 413', async () => {
    const big = Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(1024 * 1024 + 1)]);
    const response = await upload(big, 'huge.png');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ result: 'error', message: 'File is too large (max 1 MB)', payload: null, code: 'upload.file_too_large' });
  });

  it('needs a token', async () => {
    expect((await upload(PNG, 'logo.png', 'images', false)).statusCode).toBe(401);
  });
});

describe('GET /api/media/files/:name', () => {
  it('answers 404 in the envelope for unknown or malformed names', async () => {
    for (const name of ['00000000-0000-4000-8000-000000000000.png', '..%2F..%2Fjwt-secret', 'x.exe']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/media/files/${name}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ result: 'error', message: 'Not found', payload: null, code: 'resource.not_found' });
    }
  });
});
