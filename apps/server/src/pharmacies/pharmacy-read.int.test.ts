import { asc, isNull } from 'drizzle-orm';
import { pharmacies, type PharmacyRow } from '../db/schema';
import { auditOf, demoSuite, type Reply } from '../test/test-api';
import { pharmacyPic } from './pharmacy-test-kit';

const demo = demoSuite();
const { api, users } = demo;
let live: PharmacyRow[];
let pic: { token: string; id: string };

beforeAll(async () => {
  live = await demo.t.db.select().from(pharmacies).where(isNull(pharmacies.deleted_at)).orderBy(asc(pharmacies.name), asc(pharmacies.sys_id));
  pic = await pharmacyPic(demo.t);
});

const names = (reply: Reply) => reply.body.payload.rows.map((row: { name: string }) => row.name);

describe('GET /api/pharmacy-read', () => {
  it('gives the pharmacy PIC their own (Riyadh first), another PIC none, ADMIN all, and asks for a login', async () => {
    const own = live.filter((pharmacy) => pharmacy.pic_id === pic.id);
    expect(own.length).toBeGreaterThanOrEqual(4);
    const mine = await api('GET', '/api/pharmacy-read?page=1&limit=10', pic.token);
    expect(mine.status).toBe(200);
    expect(mine.body.payload.count).toBe(own.length);
    expect(names(mine)).toEqual(own.map((pharmacy) => pharmacy.name));
    expect(mine.body.payload.rows[0]).toMatchObject({ city: 'RIYADH', pic_id: pic.id });
    expect(mine.body.payload.rows[0]).not.toHaveProperty('deleted_at');

    expect((await api('GET', '/api/pharmacy-read', users.otherPic)).body.payload).toEqual({ count: 0, rows: [] });
    expect((await api('GET', '/api/pharmacy-read/', users.admin)).body.payload.count).toBe(live.length);
    expect((await api('GET', '/api/pharmacy-read')).status).toBe(401);
  });

  it('pages 10 by default, by name, with the total count; a page past the end is empty; limit 0 is refused', async () => {
    const list = (query: string) => api('GET', `/api/pharmacy-read?${query}`, users.admin);
    expect(names(await list(''))).toEqual(live.slice(0, 10).map((pharmacy) => pharmacy.name));
    const second = await list('page=2&limit=2');
    expect(names(second)).toEqual(live.slice(2, 4).map((pharmacy) => pharmacy.name));
    expect(second.body.payload.count).toBe(live.length);
    expect((await list('page=99&limit=10')).body.payload).toEqual({ count: live.length, rows: [] });
    expect((await list('limit=0')).status).toBe(400);
  });
});

describe('GET /api/pharmacy-read/{id}', () => {
  it('answers the PIC in charge and ADMIN with the pharmacy', async () => {
    const own = live.find((pharmacy) => pharmacy.pic_id === pic.id)!;
    for (const token of [pic.token, users.admin]) {
      const reply = await api('GET', `/api/pharmacy-read/${own.sys_id}`, token);
      expect(reply).toMatchObject({ status: 200, body: { result: 'ok', payload: { sys_id: own.sys_id, name: own.name, name_ar: own.name_ar, pic_id: pic.id } } });
      expect(reply.body.payload).not.toHaveProperty('deleted_at');
    }
  });

  it("refuses another PIC's pharmacy with 403 (audited), and an unknown one with 404", async () => {
    const own = live.find((pharmacy) => pharmacy.pic_id === pic.id)!;
    const refused = await api('GET', `/api/pharmacy-read/${own.sys_id}`, users.otherPic);
    expect(refused).toMatchObject({ status: 403, body: { result: 'error', code: 'auth.forbidden' } });
    expect((await auditOf(demo.t, 'access_denied', own.sys_id)).some((row) => row.actor_id === users.otherPicId)).toBe(true);

    const unknown = await api('GET', '/api/pharmacy-read/00000000-0000-4000-8000-000000000000', users.admin);
    expect(unknown).toMatchObject({ status: 404, body: { result: 'error', message: 'Pharmacy not found', code: 'pharmacy.not_found' } });
    expect((await api('GET', '/api/pharmacy-read/not-an-id', users.admin)).status).toBe(404);
  });
});
