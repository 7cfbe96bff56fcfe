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

it('answers a query key given twice, where the schema wants one value, with a 400 that names it', async () => {
  const reply = await suite.api('GET', '/api/criteria-read/procedure?limit=5&limit=6', suite.users.admin);
  expect(reply.status).toBe(400);
  expect(reply.body).toEqual({ result: 'error', message: 'limit must be given once', payload: { field: 'querystring.limit' }, code: 'query.repeated' });
});
