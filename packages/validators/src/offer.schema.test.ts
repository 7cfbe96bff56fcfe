import { erIssueSchema, offerSchema, OFFER_LIMITS } from './index';
import { errorsOf } from './test-helpers';

/** Issue 33: the bounds and the prescribed-medicine rule of an offer, as the form and the server check them. */
const offer = {
  pharmacy_id: 'ph1',
  order_id: 'o1',
  items: [{ medicine_id: '12', price: '12.5', quantity: '2' }],
  delivery_price: '10',
  time_to_deliver: '30',
};
const prescribed = { prescribed: true };

describe('offerSchema on a prescription', () => {
  it('takes a prescribed medicine by its id, without a name (the prescription names it)', async () => {
    expect(await errorsOf(offerSchema, offer, prescribed)).toEqual({});
  });

  it('takes a substitute for a prescribed medicine, with the substitute’s name', async () => {
    expect(await errorsOf(offerSchema, { ...offer, items: [{ medicine_id: '12', substitute: true, name: 'Generic Salbutamol', price: '3', quantity: '1' }] }, prescribed)).toEqual({});
  });

  it("refuses an item naming no prescribed medicine, and a substitute without a name: 'Make Sure to fill all fields'", async () => {
    expect(await errorsOf(offerSchema, { ...offer, items: [{ name: 'Oxycodone 80mg', price: '500', quantity: '10' }] }, prescribed)).toEqual({
      'items[0].medicine_id': 'Make Sure to fill all fields',
    });
    expect(await errorsOf(offerSchema, { ...offer, items: [{ medicine_id: '12', substitute: true, price: '3', quantity: '1' }] }, prescribed)).toEqual({
      'items[0].name': 'Make Sure to fill all fields',
    });
  });

  it.each(['<img src=x onerror=alert(1)>', 'abc', '12.5'])('refuses the item id %p', async (id) => {
    expect(await errorsOf(offerSchema, { ...offer, items: [{ ...offer.items[0], sys_id: id }] }, prescribed)).toEqual({ 'items[0].sys_id': 'Invalid item id' });
    expect(await errorsOf(offerSchema, { ...offer, items: [{ ...offer.items[0], medicine_id: id }] }, prescribed)).toEqual({ 'items[0].medicine_id': 'Invalid item id' });
  });
});

describe('offerSchema bounds', () => {
  it('keeps free-text items on a photo order (no context), with their name required', async () => {
    expect(await errorsOf(offerSchema, { ...offer, items: [{ name: 'Panadol', price: '2', quantity: '3' }] })).toEqual({});
    expect(await errorsOf(offerSchema, { ...offer, items: [{ price: '2', quantity: '3' }] })).toEqual({ 'items[0].name': 'Make Sure to fill all fields' });
  });

  it.each([
    ['1.5', 'Must be a whole number'],
    ['999999', `Quantity must be at most ${OFFER_LIMITS.quantity}`],
  ])('refuses a quantity of %s', async (quantity, message) => {
    expect(await errorsOf(offerSchema, { ...offer, items: [{ ...offer.items[0], quantity }] }, prescribed)).toEqual({ 'items[0].quantity': message });
  });

  it('refuses a price of a million or more, and more items than a column can total', async () => {
    expect(await errorsOf(offerSchema, { ...offer, items: [{ ...offer.items[0], price: '1000000' }] }, prescribed)).toEqual({
      'items[0].price': 'Invalid should be less than 1000000',
    });
    const many = Array.from({ length: OFFER_LIMITS.items + 1 }, () => offer.items[0]);
    expect(await errorsOf(offerSchema, { ...offer, items: many }, prescribed)).toEqual({ items: `At most ${OFFER_LIMITS.items} items` });
  });

  it.each([
    [3000000000, 'Delivery time must be at most 1440 minutes'],
    [1e300, 'Delivery time must be at most 1440 minutes'],
    ['1441', 'Delivery time must be at most 1440 minutes'],
    [0.4, 'Must be a whole number'],
    ['30.5', 'Must be a whole number'],
    ['0', 'Delivery time missing'],
  ])('refuses a delivery time of %p as it would be stored', async (time, message) => {
    expect(await errorsOf(offerSchema, { ...offer, time_to_deliver: time }, prescribed)).toEqual({ time_to_deliver: message });
  });

  it('takes a stated total above a million (many items), up to what its column holds', async () => {
    expect(await errorsOf(offerSchema, { ...offer, total_price: '1500000.00' }, prescribed)).toEqual({});
    expect(await errorsOf(offerSchema, { ...offer, total_price: 1e300 }, prescribed)).toEqual({ total_price: 'Invalid should be less than 1000000000000' });
  });

  it('takes a delivery time of a whole day, in Arabic-Indic digits too', async () => {
    expect(await errorsOf(offerSchema, { ...offer, time_to_deliver: '1440' }, prescribed)).toEqual({});
    expect(await errorsOf(offerSchema, { ...offer, time_to_deliver: '٤٥' }, prescribed)).toEqual({});
  });
});

describe('erIssueSchema price in halalas', () => {
  const issue = { order_id: 'o1', pharmacy_id: 'p1', medicines_ids: ['1'] };

  it.each([0.001, '0.004', 0])("refuses %p, which would be stored as 0.00: 'Must enter a valid number'", async (price) => {
    expect(await errorsOf(erIssueSchema, { ...issue, total_price: price })).toEqual({ total_price: 'Must enter a valid number' });
  });

  it('takes the smallest amount that is stored as a halala', async () => {
    expect(await errorsOf(erIssueSchema, { ...issue, total_price: 0.005 })).toEqual({});
    expect(await errorsOf(erIssueSchema, { ...issue, total_price: '0.01' })).toEqual({});
  });
});
