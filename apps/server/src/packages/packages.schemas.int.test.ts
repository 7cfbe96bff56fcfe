import { demoSuite } from '../test/test-api';

// A view that starts returning a field nobody declared (a column passed straight through after a
// migration): the routes' reply schemas keep it from the client.
jest.mock('./package.view', () => {
  const actual = jest.requireActual('./package.view');
  return {
    ...actual,
    listedPackageView: (...args: unknown[]) => ({ ...actual.listedPackageView(...args), deleted_at: null, internal_note: 'not for clients' }),
  };
});

const suite = demoSuite();

it('leaves a field the reply schema does not declare out of the package lists, the read and the patient app', async () => {
  const list = await suite.api('GET', '/api/promotion-read/admin', suite.users.admin);
  expect(list.status).toBe(200);
  expect(list.body.payload.rows.length).toBeGreaterThan(0);
  const one = await suite.api('GET', `/api/promotion-read/package/${list.body.payload.rows[0].sys_id}`, suite.users.admin);
  const publicList = await suite.api('GET', '/api/patient-app/packages');
  for (const reply of [list, one, publicList]) {
    expect(reply.status).toBe(200);
    expect(JSON.stringify(reply.body)).not.toContain('not for clients');
    expect(JSON.stringify(reply.body)).not.toContain('deleted_at');
  }
  expect(Object.keys(one.body.payload)).toContain('tags');
});
