import { demoSuite } from '../test/test-api';

// A repository that starts selecting columns the patient app must not see (bank details, the PIC):
// the public route's reply schema keeps them from the client.
jest.mock('./clinics.repository', () => {
  const actual = jest.requireActual('./clinics.repository');
  return {
    ...actual,
    listPublicClinics: async (...args: unknown[]) => {
      const page = await actual.listPublicClinics(...args);
      return { ...page, rows: page.rows.map((row: object) => ({ ...row, IBAN_number: 'SA00 not for patients', pic_id: 'someone', deleted_at: null })) };
    },
  };
});

const suite = demoSuite();

it('leaves the fields the public reply schema does not declare out of the reply', async () => {
  const reply = await suite.api('GET', '/api/clinic-read/public?limit=5');
  expect(reply.status).toBe(200);
  expect(reply.body.payload.rows.length).toBeGreaterThan(0);
  for (const clinic of reply.body.payload.rows) {
    expect(clinic).not.toHaveProperty('IBAN_number');
    expect(clinic).not.toHaveProperty('pic_id');
    expect(clinic).not.toHaveProperty('deleted_at');
  }
  expect(JSON.stringify(reply.body)).not.toContain('not for patients');
});
