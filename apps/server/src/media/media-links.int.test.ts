import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { centers, clinics, packages } from '../db/schema';
import { clinicsOf, newPackage } from '../packages/package-test-kit';
import { demoSuite } from '../test/test-api';
import { DEMO } from '../test/test-app';
import { multipart, PNG } from './media-test-kit';

const PUBLIC_URL = 'https://dash.example.sa';
const demo = demoSuite({ env: { PUBLIC_URL } });
const { api, users } = demo;

/** Uploads an image as `token` and gives the link the upload answers (PUBLIC_URL + path). */
async function uploadedLink(token: string): Promise<string> {
  const body = multipart([
    { name: 'file', value: PNG, filename: 'logo.png', type: 'image/png' },
    { name: 'upload_preset', value: 'images' },
    { name: 'cloud_name', value: 'local' },
  ]);
  const reply = await demo.t.app.inject({ method: 'POST', url: '/api/media/upload', payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${token}` } });
  expect(reply.statusCode).toBe(200);
  return reply.json().secure_url as string;
}

const pathOf = (link: string) => new URL(link).pathname;

describe('links to uploaded images', () => {
  it('are stored as paths, served as paths to the dashboard and as whole links to the patient app', async () => {
    const link = await uploadedLink(users.owner);
    expect(link.startsWith(`${PUBLIC_URL}/api/media/files/`)).toBe(true);
    const [clinicId] = await clinicsOf(demo.t, DEMO.clinicPic);

    // A package made with the upload's whole link keeps its path.
    const packageId = await newPackage(api, users.owner, clinicId, { title: 'Linked Image Package', promo_img: link });
    const stored = (await demo.t.db.select().from(packages).where(eq(packages.sys_id, packageId)))[0];
    expect(stored.promo_img).toBe(pathOf(link));
    expect((await api('GET', `/api/promotion-read/package/${packageId}`, users.owner)).body.payload.promo_img).toBe(pathOf(link));

    // A clinic's logo changed through the other host's link (a proxy) is stored as the same path.
    const throughProxy = link.replace(PUBLIC_URL, 'http://localhost:3000');
    const patched = await api('PATCH', `/api/clinic-write/${clinicId}`, users.owner, { avatar: throughProxy });
    expect(patched.status).toBe(200);
    expect(patched.body.payload.avatar).toBe(pathOf(link));

    // Someone else's image host is kept as given.
    const foreign = 'https://cdn.example.com/logos/clinic.png';
    expect((await api('PATCH', `/api/clinic-write/${clinicId}`, users.owner, { avatar: foreign })).body.payload.avatar).toBe(foreign);
    await api('PATCH', `/api/clinic-write/${clinicId}`, users.owner, { avatar: link });

    // The patient app is off this origin: it gets whole links built from PUBLIC_URL.
    const hours = await api('POST', '/api/promotion-write/update-timeslots', users.owner, { package_id: packageId, periods: [{ days: [0], from: '09:00', until: '10:00' }] });
    expect(hours.status).toBe(200);
    const listed = (await api('GET', '/api/patient-app/packages?title=linked image')).body.payload.rows;
    expect(listed.map((row: { promo_img: string }) => row.promo_img)).toEqual([link]);
    const publicClinics = (await api('GET', '/api/clinic-read/public?limit=100')).body.payload.rows as { sys_id: string; avatar?: string }[];
    expect(publicClinics.find((row) => row.sys_id === clinicId)?.avatar).toBe(link);
  });

  it("the 0019 migration turns this server's whole links into paths and leaves other links", async () => {
    const [clinicId] = await clinicsOf(demo.t, DEMO.clinicPic);
    const [center] = await demo.t.db.select({ sys_id: centers.sys_id }).from(centers).limit(1);
    const file = '/api/media/files/0b9d3c4e-1f2a-4b5c-8d7e-9f0a1b2c3d4e.png';
    await demo.t.db.update(clinics).set({ avatar: `http://localhost:3000${file}` }).where(eq(clinics.sys_id, clinicId));
    await demo.t.db.update(centers).set({ avatar: 'https://cdn.example.com/api/media/files/logo.png' }).where(eq(centers.sys_id, center.sys_id));

    const migration = await readFile(path.join(__dirname, '../../drizzle/0019_desk_data.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) {
      if (/^\s*UPDATE/m.test(statement)) await demo.t.db.execute(sql.raw(statement.replace(/^--.*$/gm, '')));
    }

    expect((await demo.t.db.select({ avatar: clinics.avatar }).from(clinics).where(eq(clinics.sys_id, clinicId)))[0].avatar).toBe(file);
    expect((await demo.t.db.select({ avatar: centers.avatar }).from(centers).where(eq(centers.sys_id, center.sys_id)))[0].avatar).toBe(
      'https://cdn.example.com/api/media/files/logo.png',
    );
  });
});
