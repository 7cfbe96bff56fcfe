import { emergencyCallsApi } from './emergency-calls';
import { erPrescriptionsApi } from './er-prescriptions';
import { fakeServer, ok, testStore } from './test-kit';
import { until } from './test-wait';

describe('ER prescription and emergency call endpoints', () => {
  it('reads the ER list, the issued list, the phone search and the accepted calls with page 1 and limit 10 unless told', async () => {
    const sent = fakeServer((request) => ok(request.path.includes('er-orders/ph1') ? { count: 1, data: [{ sys_id: 'o1' }] } : { count: 0, rows: [] }));
    const store = testStore();
    const list = await store.dispatch(erPrescriptionsApi.endpoints.getErOrders.initiate({ pharmacyId: 'ph1' }));
    await store.dispatch(erPrescriptionsApi.endpoints.getIssuedErOrders.initiate({ pharmacyId: 'ph1', page: 2 }));
    await store.dispatch(erPrescriptionsApi.endpoints.searchErPrescriptions.initiate({ phone: '+966500000001' }));
    await store.dispatch(emergencyCallsApi.endpoints.getAcceptedEmergencyCalls.initiate({ pharmacyId: 'ph1', limit: 5 }));
    expect(sent.map((request) => request.path)).toEqual([
      '/api/order-read/er-orders/ph1?page=1&limit=10',
      '/api/order-read/er-orders/previous/ph1?page=2&limit=10',
      '/api/prescription-read/prescription-search?phone=%2B966500000001&page=1&limit=10',
      '/api/emergency-read/accepted-calls/ph1?page=1&limit=5',
    ]);
    expect(list.data).toEqual({ count: 1, data: [{ sys_id: 'o1' }] });
  });

  it('creates the ER order, then issues, and refetches the ER list after each', async () => {
    const sent = fakeServer((request) => {
      if (request.path.startsWith('/api/order-read/er-orders/')) return ok({ count: 0, data: [] });
      return ok(request.path.endsWith('emergency-order') ? { sys_id: 'o9' } : { order_id: 'o9', medicines_ids: ['1'], remaining: 0, total_price: '30.00', issued_at: 't' });
    });
    const store = testStore();
    const listing = store.dispatch(erPrescriptionsApi.endpoints.getErOrders.initiate({ pharmacyId: 'ph1' }));
    await listing;
    const listReads = () => sent.filter((request) => request.path.startsWith('/api/order-read/er-orders/ph1')).length;
    const order = await store.dispatch(erPrescriptionsApi.endpoints.createErOrder.initiate({ pharmacy_id: 'ph1', patient_id: 'p1', prescription_id: 'rx1' })).unwrap();
    await until(() => listReads() === 2);
    const issue = { order_id: order.sys_id, pharmacy_id: 'ph1', total_price: '30', medicines_ids: ['1'] };
    const issued = await store.dispatch(erPrescriptionsApi.endpoints.issueErPrescription.initiate(issue)).unwrap();
    // The open ER list is fetched again: the issued row may have left it.
    await until(() => listReads() === 3);
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/order-write/emergency-order', body: { pharmacy_id: 'ph1', patient_id: 'p1', prescription_id: 'rx1' } },
      { method: 'POST', path: '/api/order-write/total-price', body: issue },
    ]);
    expect(issued.remaining).toBe(0);
    listing.unsubscribe();
  });

  it("rejects an issue with the server's message", async () => {
    fakeServer(() => ({ status: 409, body: { result: 'error', message: 'Diclofenac was just dispensed; refresh to see what is left to issue', code: 'er.medicine_just_dispensed', payload: null } }));
    const issue = { order_id: 'o1', pharmacy_id: 'ph1', total_price: 10, medicines_ids: ['1'] };
    await expect(testStore().dispatch(erPrescriptionsApi.endpoints.issueErPrescription.initiate(issue)).unwrap()).rejects.toMatchObject({
      status: 409,
      message: 'Diclofenac was just dispensed; refresh to see what is left to issue',
    });
  });
});
