import { testClock } from '../appointments/appointment-test-kit';
import { patientLogin, otherPharmacy } from '../orders/order-test-kit';
import { demoSuite, OTHER_PIC } from '../test/test-api';
import { DEMO } from '../test/test-app';
import { picPharmacies } from './er-test-kit';

/* `GET emergency-read/accepted-calls/{pharmacyId}` on a real database (issue 13, spec 3). */
const w = demoSuite({ clock: testClock(new Date()).clock });
let pic: string;
let first: string;
let second: string;

beforeAll(async () => {
  pic = await w.t.login(DEMO.pharmacyPic);
  [first, second] = await picPharmacies(w.t);
});

const calls = (pharmacyId: string, token: string, query = '') => w.api('GET', `/api/emergency-read/accepted-calls/${pharmacyId}${query}`, token);

describe('GET emergency-read/accepted-calls/{pharmacyId}', () => {
  it("lists the first pharmacy's accepted calls, 10 a page, latest first, with the patient's name, nationality, date of birth and national id", async () => {
    const reply = await calls(first, pic);
    expect([reply.status, reply.body.result]).toEqual([200, 'ok']);
    const { count, data } = reply.body.payload;
    expect(count).toBe(12);
    expect(data).toHaveLength(10);
    for (const call of data) {
      expect(call).toEqual({
        temp_appointment_id: expect.any(String),
        date_time: expect.any(String),
        patient: { name: expect.any(String), country_id: call.patient.national_id.startsWith('1') ? 'SAU' : null, date_of_birth: expect.any(String), national_id: expect.stringMatching(/^[12]\d{9}$/) },
      });
    }
    expect(data.some((call: { patient: { country_id: string | null } }) => call.patient.country_id === 'SAU')).toBe(true);
    const times = data.map((call: { date_time: string }) => Date.parse(call.date_time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // Accepted calls have happened: none is ahead of now (the demo's once were, by four hours).
    expect(times.every((time: number) => time <= Date.now())).toBe(true);
    const page2 = (await calls(first, pic, '?page=2&limit=10')).body.payload;
    expect([page2.count, page2.data.length]).toEqual([12, 2]);
    expect((await calls(second, pic)).body.payload.count).toBe(3);
  });

  it("is only for the caller's own pharmacies (ADMIN: all); patient tokens are refused", async () => {
    const otherPic = await w.t.login(OTHER_PIC);
    const othersPharmacy = await otherPharmacy(w.t, OTHER_PIC);
    expect((await calls(first, w.users.admin)).body.payload.count).toBe(12);
    for (const [pharmacyId, token] of [
      [first, otherPic],
      [othersPharmacy, pic],
    ]) {
      const reply = await calls(pharmacyId, token);
      expect([reply.status, reply.body.code]).toEqual([403, 'auth.forbidden']);
    }
    expect((await calls(othersPharmacy, otherPic)).body.payload).toEqual({ count: 0, data: [] });
    const patient = await patientLogin(w.t);
    const refused = await calls(first, patient.token);
    expect([refused.status, refused.body.code]).toEqual([401, 'auth.wrong_token_kind']);
  });
});
