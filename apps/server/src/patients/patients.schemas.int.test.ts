import { demoSuite } from '../test/test-api';

// A repository that starts selecting columns no client may read (who registered the patient, an
// internal note): the reply schemas keep them from the client, on the list and on the phone search.
jest.mock('./patients.repository', () => {
  const actual = jest.requireActual('./patients.repository');
  const leaky = (row: object) => ({ ...row, created_by: 'someone', internal_note: 'not for clients' });
  return {
    ...actual,
    listPatients: async (...args: unknown[]) => {
      const page = await actual.listPatients(...args);
      return { ...page, data: page.data.map(leaky) };
    },
    findPatientByPhone: async (...args: unknown[]) => {
      const row = await actual.findPatientByPhone(...args);
      return row && leaky(row);
    },
  };
});

const suite = demoSuite();

it('leaves the fields the patient list schema does not declare out of the reply', async () => {
  const reply = await suite.api('GET', '/api/patient-read/?limit=5', suite.users.admin);
  expect(reply.status).toBe(200);
  expect(reply.body.payload.data.length).toBeGreaterThan(0);
  for (const patient of reply.body.payload.data) {
    expect(patient).not.toHaveProperty('created_by');
    expect(patient).not.toHaveProperty('internal_note');
  }
  expect(JSON.stringify(reply.body)).not.toContain('not for clients');
});

it("sends only the lookup's fields from the phone search", async () => {
  const listed = await suite.api('GET', '/api/patient-read/?limit=1', suite.users.admin);
  const [patient] = listed.body.payload.data;
  const reply = await suite.api('GET', `/api/patient-read/search?phone=${patient.phone}`, suite.users.admin);
  expect(reply.status).toBe(200);
  expect(Object.keys(reply.body.payload).sort()).toEqual(['date_of_birth', 'gender', 'name', 'national_id', 'phone', 'sys_id']);
});
