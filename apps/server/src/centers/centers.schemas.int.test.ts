import { demoSuite } from '../test/test-api';

// A repository that starts selecting a column no client reads: the list's reply schema keeps it from the client.
jest.mock('./centers.repository', () => {
  const actual = jest.requireActual('./centers.repository');
  return {
    ...actual,
    listCenters: async (...args: unknown[]) => {
      const page = await actual.listCenters(...args);
      return { ...page, rows: page.rows.map((row: object) => ({ ...row, internal_note: 'not for clients' })) };
    },
  };
});

const suite = demoSuite();

it('leaves the fields the center reply schema does not declare out of the reply', async () => {
  const reply = await suite.api('GET', '/api/center-read?limit=5', suite.users.admin);
  expect(reply.status).toBe(200);
  expect(reply.body.payload.rows.length).toBeGreaterThan(0);
  for (const center of reply.body.payload.rows) {
    expect(center).not.toHaveProperty('internal_note');
    expect(center).not.toHaveProperty('deleted_at');
  }
  expect(JSON.stringify(reply.body)).not.toContain('not for clients');
});
