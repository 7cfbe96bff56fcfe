import { demoSuite } from '../test/test-api';

// A repository that starts returning a column nobody declared: the route's reply schema keeps it from the client.
jest.mock('./procedures.repository', () => {
  const actual = jest.requireActual('./procedures.repository');
  return {
    ...actual,
    listProcedures: async (...args: unknown[]) => {
      const page = await actual.listProcedures(...args);
      return { ...page, rows: page.rows.map((row: object) => ({ ...row, deleted_at: null, internal_note: 'not for clients' })) };
    },
  };
});

const suite = demoSuite();

it('leaves a field the reply schema does not declare out of the procedure list', async () => {
  const reply = await suite.api('GET', '/api/criteria-read/procedure', suite.users.owner);
  expect(reply.status).toBe(200);
  expect(reply.body.payload.rows.length).toBeGreaterThan(0);
  for (const row of reply.body.payload.rows) expect(Object.keys(row).sort()).toEqual(['arabic_name', 'criteria', 'name', 'sys_id']);
});
