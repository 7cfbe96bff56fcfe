import type { OfferView, OrderView } from '@mk/contracts';

/** Test data of the realtime tests: orders as `GET order-read/...` answers them, an offer; the PIC is module-kit's. */
export { testPharmacyPic as pharmacyPic } from '@mk/module-kit/testing';

export function orderView(sys_id: string, more: Partial<OrderView> = {}): OrderView {
  return {
    sys_id,
    product_type: 'PRESCRIPTION',
    product_id: `rx-${sys_id}`,
    image_url: null,
    lat: 24.71,
    lng: 46.67,
    createdAt: new Date().toISOString(),
    delivery_state: 'WAITING',
    patient: { name: 'Nora', phone: '0500000001' },
    seconds_left: 280,
    pharmacy_ids: ['ph1'],
    accepted_pharmacy_id: null,
    address: 'Al Olaya, Riyadh',
    address_ar: 'العليا، الرياض',
    ...more,
  };
}

export function offerView(sys_id: string, order_id: string, pharmacy_id = 'ph1'): OfferView {
  return {
    sys_id,
    order_id,
    pharmacy_id,
    items: [{ name: 'Panadol', price: '10', quantity: '2' }],
    delivery_price: '5',
    time_to_deliver: 30,
    total_price: '25.00',
    status: 'live',
    createdAt: new Date().toISOString(),
  };
}
