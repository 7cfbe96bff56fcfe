import { demoSuite } from '../test/test-api';

// A repository that starts selecting a column nobody declared (as a row passed straight through the
// view would after a migration): the list's reply schema keeps it from the client.
jest.mock('./pharmacies.repository', () => {
  const actual = jest.requireActual('./pharmacies.repository');
  return {
    ...actual,
    listPharmacies: async (...args: unknown[]) => {
      const page = await actual.listPharmacies(...args);
      return { ...page, rows: page.rows.map((row: object) => ({ ...row, internal_note: 'not for clients' })) };
    },
  };
});

const suite = demoSuite();

it('leaves the fields the list reply schema does not declare out of the reply', async () => {
  const reply = await suite.api('GET', '/api/pharmacy-read?limit=5', suite.users.admin);
  expect(reply.status).toBe(200);
  expect(reply.body.payload.rows.length).toBeGreaterThan(0);
  for (const pharmacy of reply.body.payload.rows) {
    expect(pharmacy).not.toHaveProperty('internal_note');
    expect(pharmacy).not.toHaveProperty('deleted_at');
  }
  expect(JSON.stringify(reply.body)).not.toContain('not for clients');
});
