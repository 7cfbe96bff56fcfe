import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { media } from '../db/schema';
import { createTestApp, DEMO, type TestApp } from '../test/test-app';
import { multipart, PNG } from './media-test-kit';
import { moveUploadsToStore } from './move-uploads';
import { diskMediaStore } from './store/disk-store';
import { PRIVATE_LINK_SECONDS } from './store/s3-store';

/*
 * MEDIA_STORE=s3 against a real S3-compatible server on this machine (s3rver, started here): the
 * files are objects of the bucket, images are served through the API, and a patient CSV is handed
 * out only after the route's checks and audit, as a presigned link.
 */
const BUCKET = 'mk-media';
const KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
let s3rver: S3rver;
let objectsDir: string;
let endpoint: string;
let t: TestApp;
let token: string;

beforeAll(async () => {
  objectsDir = mkdtempSync(path.join(os.tmpdir(), 'mk-s3rver-'));
  s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: objectsDir, configureBuckets: [{ name: BUCKET }] });
  const { port } = await s3rver.run();
  endpoint = `http://127.0.0.1:${port}`;
  t = await createTestApp({ env: { S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint, S3_PREFIX: 'test/', ...KEYS } });
  token = await t.login(DEMO.clinicPic);
});
afterAll(async () => {
  await t?.close();
  await s3rver?.close();
  rmSync(objectsDir, { recursive: true, force: true });
});

async function upload(bytes: Buffer, filename: string, preset: string) {
  const body = multipart([
    { name: 'file', value: bytes, filename, type: 'application/octet-stream' },
    { name: 'upload_preset', value: preset },
  ]);
  const reply = await t.app.inject({ method: 'POST', url: '/api/media/upload', payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${token}` } });
  expect(reply.statusCode).toBe(200);
  return new URL(reply.json().secure_url).pathname;
}

async function objectKeys(): Promise<string[]> {
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: KEYS.S3_ACCESS_KEY_ID, secretAccessKey: KEYS.S3_SECRET_ACCESS_KEY } });
  try {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
    return (listed.Contents ?? []).map((object) => object.Key!);
  } finally {
    client.destroy();
  }
}

describe('the object storage media store', () => {
  it('keeps an image as an object of the bucket and serves it through the API, byte for byte', async () => {
    expect(t.app.mediaStore.kind).toBe('s3');
    const link = await upload(PNG, 'logo.png', 'images');
    expect(await objectKeys()).toContain(`test/${path.basename(link)}`);
    const served = await t.app.inject({ method: 'GET', url: link });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/media/files/00000000-0000-4000-8000-000000000000.png' })).statusCode).toBe(404);
  });

  it('hands a patient CSV to its uploader as a presigned link, after the checks and the audit', async () => {
    const csv = Buffer.from('name,national_id,phone\nهند,1000000032,0551234570\n');
    const link = await upload(csv, 'patients.csv', 'patients_csv');
    const read = (auth?: string) => t.app.inject({ method: 'GET', url: link, headers: auth ? { authorization: `Bearer ${auth}` } : {} });

    expect((await read()).statusCode).toBe(401);
    const stranger = await read(await t.login(DEMO.pharmacyPic));
    expect(stranger.statusCode).toBe(403);
    expect(stranger.headers.location).toBeUndefined();

    const own = await read(token);
    expect(own.statusCode).toBe(302);
    expect(own.headers['cache-control']).toBe('private, no-store');
    const presigned = new URL(String(own.headers.location));
    expect(presigned.origin).toBe(endpoint);
    expect(presigned.searchParams.get('X-Amz-Expires')).toBe(String(PRIVATE_LINK_SECONDS));
    const fetched = await fetch(presigned);
    expect(fetched.status).toBe(200);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(csv)).toBe(true);
    expect(fetched.headers.get('content-disposition')).toBe('attachment');
    expect(fetched.headers.get('cache-control')).toBe('private, no-store');

    // Signed with the configured key (s3rver does not check version 4 signatures: refusing a changed
    // link is the real object storage's part, and the bucket is never public).
    expect(presigned.searchParams.get('X-Amz-Credential')).toMatch(/^S3RVER\//);
    expect(presigned.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);

    const admin = await t.login(DEMO.admin);
    const id = path.basename(link, '.csv');
    const audit = await t.app.inject({ method: 'GET', url: `/api/audit-read/?entity_type=media&entity_id=${id}`, headers: { authorization: `Bearer ${admin}` } });
    expect(audit.json().payload.rows.map((row: { action: string }) => row.action).sort()).toEqual(['access_denied', 'create', 'read']);
  });

  it('takes the files a disk store kept, with npm run move-uploads', async () => {
    const sysId = randomUUID();
    const name = `${sysId}.png`;
    await t.db.insert(media).values({ sys_id: sysId, preset: 'images', original_name: 'old.png', mime: 'image/png', size: PNG.length, path: `uploads/${name}` });
    await diskMediaStore(t.config.dataDir).save(t.db, { sysId, name }, PNG);
    expect((await t.app.inject({ method: 'GET', url: `/api/media/files/${name}` })).statusCode).toBe(404);

    const report = await moveUploadsToStore(t.db, t.config.dataDir, t.app.mediaStore);
    expect(report.moved).toBeGreaterThanOrEqual(1);
    expect(await objectKeys()).toContain(`test/${name}`);
    const served = await t.app.inject({ method: 'GET', url: `/api/media/files/${name}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });
});
