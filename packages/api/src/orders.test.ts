import { ordersApi } from './orders';
import { fakeServer, ok, testStore } from './test-kit';

const order = { sys_id: 'o1', product_type: 'PRESCRIPTION', product_id: 'rx1', delivery_state: 'WAITING', seconds_left: 120 };

describe('order endpoints', () => {
  it('reads the incoming orders, one order, and a pharmacy\'s live orders with page 1 and limit 10 unless told', async () => {
    const sent = fakeServer((request) => (request.path.includes('/order/') ? ok(order) : ok({ count: 1, rows: [order] })));
    const store = testStore();
    const incoming = await store.dispatch(ordersApi.endpoints.getIncomingOrders.initiate());
    await store.dispatch(ordersApi.endpoints.getOrder.initiate('o1'));
    await store.dispatch(ordersApi.endpoints.getLiveOrders.initiate({ pharmacyId: 'ph1' }));
    await store.dispatch(ordersApi.endpoints.getLiveOrders.initiate({ pharmacyId: 'ph1', page: 2, limit: 5 }));
    expect(sent.map((request) => request.path)).toEqual([
      '/api/order-read/',
      '/api/order-read/order/o1',
      '/api/order-read/live-orders/ph1?page=1&limit=10',
      '/api/order-read/live-orders/ph1?page=2&limit=5',
    ]);
    expect(incoming.data).toEqual({ count: 1, rows: [order] });
  });

  it('sends an offer with POST order-write/offer and a step with PATCH order-write/order-state', async () => {
    const sent = fakeServer((request) => ok(request.method === 'POST' ? { sys_id: 'of1', total_price: '38.00' } : { ...order, delivery_state: 'ON_WAY' }));
    const store = testStore();
    const offer = { order_id: 'o1', pharmacy_id: 'ph1', items: [{ name: 'Panadol', price: '12.5', quantity: '2' }], delivery_price: '13', time_to_deliver: '30' };
    const created = await store.dispatch(ordersApi.endpoints.createOffer.initiate(offer)).unwrap();
    const moved = await store.dispatch(ordersApi.endpoints.updateOrderState.initiate({ sys_id: 'o1', delivery_state: 'ON_WAY' })).unwrap();
    expect(sent).toEqual([
      { method: 'POST', path: '/api/order-write/offer', body: offer },
      { method: 'PATCH', path: '/api/order-write/order-state', body: { sys_id: 'o1', delivery_state: 'ON_WAY' } },
    ]);
    expect([created.total_price, moved.delivery_state]).toEqual(['38.00', 'ON_WAY']);
  });

  it("reads a prescription by id, and rejects with the server's message and code", async () => {
    const sent = fakeServer(() => ok({ sys_id: 'rx1', patient_name: 'سارة', medicines: [{ generic_name: 'Paracetamol' }] }));
    const result = await testStore().dispatch(ordersApi.endpoints.getPrescription.initiate('rx1'));
    expect(sent[0].path).toBe('/api/prescription-read/id/rx1');
    expect(result.data?.medicines).toEqual([{ generic_name: 'Paracetamol' }]);

    fakeServer(() => ({ status: 409, body: { result: 'error', message: 'The delivery state cannot go back from ON_WAY to PREPARING', code: 'order.state_backwards', payload: null } }));
    await expect(testStore().dispatch(ordersApi.endpoints.updateOrderState.initiate({ sys_id: 'o1', delivery_state: 'PREPARING' })).unwrap()).rejects.toMatchObject({
      status: 409,
      message: 'The delivery state cannot go back from ON_WAY to PREPARING',
    });
  });
});
