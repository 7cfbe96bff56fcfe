import { patientLogin, prescriptionsOf } from '../orders/order-test-kit';
import { demoSuite } from '../test/test-api';

// A repository that starts selecting columns the reader must not see (the clinic's PIC, a note of
// the prescriber's): the route's reply schema keeps them from the client.
jest.mock('./prescriptions.repository', () => {
  const actual = jest.requireActual('./prescriptions.repository');
  return {
    ...actual,
    findPrescription: async (...args: unknown[]) => {
      const record = await actual.findPrescription(...args);
      return record && { ...record, internal_note: 'not for clients', medicines: record.medicines.map((medicine: object) => ({ ...medicine, dispensed_by: 'not for clients' })) };
    },
  };
});

const suite = demoSuite();

it('leaves the fields the prescription reply schema does not declare out of the reply', async () => {
  const [prescriptionId] = await prescriptionsOf(suite.t, (await patientLogin(suite.t)).sys_id);
  const reply = await suite.api('GET', `/api/prescription-read/id/${prescriptionId}`, suite.users.admin);
  expect(reply.status).toBe(200);
  expect(reply.body.payload.medicines.length).toBeGreaterThan(0);
  expect(reply.body.payload).not.toHaveProperty('internal_note');
  expect(reply.body.payload).not.toHaveProperty('clinic_pic_id');
  expect(JSON.stringify(reply.body)).not.toContain('not for clients');
});
