import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { media, mediaChunks } from '../db/schema';
import { createTestApp, DEMO, type TestApp } from '../test/test-app';
import { moveUploadsToStore } from './move-uploads';
import { multipart, PNG } from './media-test-kit';
import { CHUNK_BYTES } from './store/database-store';
import { diskMediaStore } from './store/disk-store';
import { openMediaStore, storedFileOf } from './store';

/*
 * Two server processes on one database, as behind a balancer: each with its own DATA_DIR (its own
 * disk), both on the test's database. With the database store either serves what the other stored.
 */
const JWT_SECRET = randomBytes(32).toString('hex');
let t: TestApp;
let other: FastifyInstance;
let otherDataDir: string;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ env: { MEDIA_STORE: 'database', MAX_UPLOAD_MB: '2', JWT_SECRET, PUBLIC_URL: 'https://dash.example.sa' } });
  otherDataDir = mkdtempSync(path.join(os.tmpdir(), 'mk-second-process-'));
  other = await buildApp({ db: t.db, config: { ...t.config, dataDir: otherDataDir }, dbKind: t.database.kind });
  await other.ready();
  token = await t.login(DEMO.clinicPic);
});
afterAll(async () => {
  await other?.close();
  await t?.close();
  rmSync(otherDataDir, { recursive: true, force: true });
});

async function upload(app: FastifyInstance, bytes: Buffer, filename: string, preset: string) {
  const body = multipart([
    { name: 'file', value: bytes, filename, type: 'application/octet-stream' },
    { name: 'upload_preset', value: preset },
  ]);
  const reply = await app.inject({ method: 'POST', url: '/api/media/upload', payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${token}` } });
  expect(reply.statusCode).toBe(200);
  return { path: new URL(reply.json().secure_url).pathname, id: reply.json().payload.public_id as string };
}

const get = (app: FastifyInstance, url: string, auth?: string) =>
  app.inject({ method: 'GET', url, headers: auth ? { authorization: `Bearer ${auth}` } : {} });

describe('the database media store', () => {
  it('lets another process serve an image and a patient CSV, byte for byte, over several chunks', async () => {
    const image = Buffer.concat([PNG, randomBytes(CHUNK_BYTES * 2 + 1000)]);
    const stored = await upload(t.app, image, 'big-logo.png', 'images');
    const chunks = await t.db.select({ seq: mediaChunks.seq }).from(mediaChunks).where(eq(mediaChunks.media_sys_id, stored.id));
    expect(chunks.map((chunk) => chunk.seq).sort()).toEqual([0, 1, 2]);

    const served = await get(other, stored.path);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(image)).toBe(true);
    // Nothing on either process's disk.
    expect(existsSync(path.join(t.config.dataDir, 'uploads', path.basename(stored.path)))).toBe(false);
    expect(existsSync(path.join(otherDataDir, 'uploads'))).toBe(false);

    const csv = Buffer.from('name,national_id,phone\nريم,1000000024,0551234569\n');
    const privateFile = await upload(other, csv, 'patients.csv', 'patients_csv');
    const read = await get(t.app, privateFile.path, token);
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(read.rawPayload.equals(csv)).toBe(true);
    expect((await get(t.app, privateFile.path, await t.login(DEMO.pharmacyPic))).statusCode).toBe(403);
    // A private file's id under an image's name is no image.
    const disguised = privateFile.path.replace('/private/', '/files/').replace(/\.csv$/, '.png');
    expect((await get(other, disguised)).statusCode).toBe(404);
  });

  it('removes the bytes with their media row', async () => {
    const stored = await upload(t.app, PNG, 'logo.png', 'images');
    await t.db.delete(media).where(eq(media.sys_id, stored.id));
    expect(await t.db.select().from(mediaChunks).where(eq(mediaChunks.media_sys_id, stored.id))).toEqual([]);
    expect((await get(other, stored.path)).statusCode).toBe(404);
  });
});

describe('npm run move-uploads', () => {
  it("moves a disk store's files into the database once, leaves the disk, and names the files it cannot find", async () => {
    // A server that kept its uploads on disk (the embedded database's store)...
    const diskApp = await buildApp({ db: t.db, config: { ...t.config, mediaStore: 'disk' }, dbKind: t.database.kind });
    await diskApp.ready();
    let onDisk: { path: string; id: string }, lost: { path: string; id: string };
    try {
      onDisk = await upload(diskApp, PNG, 'old-logo.png', 'images');
      lost = await upload(diskApp, PNG, 'lost-logo.png', 'images');
    } finally {
      await diskApp.close();
    }
    const disk = diskMediaStore(t.config.dataDir);
    const [lostRow] = await t.db.select().from(media).where(eq(media.sys_id, lost.id));
    rmSync(disk.fileOf(storedFileOf(lostRow)));
    // ...is not served by a process with another disk until the files are moved.
    expect((await get(other, onDisk.path)).statusCode).toBe(404);

    const target = openMediaStore({ mediaStore: 'database', dataDir: t.config.dataDir }, t.db);
    const first = await moveUploadsToStore(t.db, t.config.dataDir, target);
    expect(first.moved).toBeGreaterThanOrEqual(1);
    expect(first.missing).toEqual([path.basename(lost.path)]);
    const served = await get(other, onDisk.path);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(existsSync(path.join(t.config.dataDir, 'uploads', path.basename(onDisk.path)))).toBe(false);

    const again = await moveUploadsToStore(t.db, t.config.dataDir, target);
    expect(again.moved).toBe(0);
    expect(again.alreadyThere).toBeGreaterThanOrEqual(first.moved);
    expect(again.missing).toEqual(first.missing);
    await expect(moveUploadsToStore(t.db, t.config.dataDir, disk)).rejects.toThrow(/already where this store keeps them/);
  });
});
