import { centersOf } from '../packages/package-test-kit';
import { demoSuite } from '../test/test-api';
import { DEMO } from '../test/test-app';

// A view that starts returning a column nobody declared (as the row passed straight through once
// did, deleted_at and all): the routes' reply schemas keep it from the client.
jest.mock('./medical-service.view', () => {
  const actual = jest.requireActual('./medical-service.view');
  return { ...actual, medicalServiceView: (...args: unknown[]) => ({ ...actual.medicalServiceView(...args), deleted_at: null, internal_note: 'not for clients' }) };
});

const suite = demoSuite();
let centerId: string;
beforeAll(async () => {
  [centerId] = await centersOf(suite.t);
});

it("leaves a field the reply schema does not declare out of a center's services and the patient app's basket", async () => {
  const token = await suite.t.login(DEMO.centerPic);
  const list = await suite.api('GET', `/api/medical-service-read/services/${centerId}?paginated=false`, token);
  expect(list.status).toBe(200);
  expect(list.body.payload.rows.length).toBeGreaterThan(0);
  const basket = await suite.api('POST', '/api/medical-service-read/ids', undefined, { ids: [list.body.payload.rows[0].sys_id] });
  expect(basket.status).toBe(200);
  expect(Object.keys(basket.body.payload[0]).sort()).toEqual(['center_id', 'createdAt', 'name', 'name_ar', 'price', 'sys_id', 'type', 'updatedAt']);
  for (const reply of [list, basket]) expect(JSON.stringify(reply.body)).not.toMatch(/not for clients|deleted_at/);
});
