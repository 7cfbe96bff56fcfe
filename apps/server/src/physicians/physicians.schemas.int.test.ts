import { demoSuite } from '../test/test-api';

// A repository that starts selecting columns the patient app must not see (the hash, the national id):
// the public route's reply schema keeps them from the client.
jest.mock('./physicians.repository', () => {
  const actual = jest.requireActual('./physicians.repository');
  return {
    ...actual,
    listBookablePhysicians: async (...args: unknown[]) =>
      (await actual.listBookablePhysicians(...args)).map((row: object) => ({ ...row, password_hash: 'scrypt$not-for-patients', national_id: '1000000008' })),
  };
});

const suite = demoSuite();

it('leaves the fields the public reply schema does not declare out of the reply', async () => {
  const clinics = await suite.api('GET', '/api/clinic-read/public?limit=1');
  const reply = await suite.api('GET', `/api/doctor-read/clinic/${clinics.body.payload.rows[0].sys_id}`);
  expect(reply.status).toBe(200);
  expect(reply.body.payload.length).toBeGreaterThan(0);
  for (const physician of reply.body.payload) {
    expect(physician).not.toHaveProperty('password_hash');
    expect(physician).not.toHaveProperty('national_id');
  }
  expect(JSON.stringify(reply.body)).not.toContain('not-for-patients');
});

it("gives a physician's clinic as its two names only", async () => {
  const list = await suite.api('GET', '/api/doctor-read/?limit=1', suite.users.owner);
  const reply = await suite.api('GET', `/api/doctor-read/${list.body.payload.rows[0].sys_id}`, suite.users.owner);
  expect(reply.status).toBe(200);
  expect(Object.keys(reply.body.payload.clinic).sort()).toEqual(['registered_clinic_name', 'registered_clinic_name_arabic']);
  expect(reply.body.payload).not.toHaveProperty('password_hash');
});
