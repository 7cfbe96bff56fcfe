import { initialOfferValues, offerBody, offerTotalOf } from './offer-values';

describe('offerTotalOf: the live total of Make Price Offer', () => {
  it('adds the delivery price to the sum of price × quantity', () => {
    expect(offerTotalOf({ items: [{ name: 'Panadol', price: '12.5', quantity: '2' }, { name: 'Brufen', price: '3', quantity: '3' }], delivery_price: '10' })).toBe(44);
  });

  it('counts what is not a number yet as 0, so the total follows the typing', () => {
    expect(offerTotalOf({ items: [{ name: 'Panadol', price: '', quantity: '1' }], delivery_price: '' })).toBe(0);
    expect(offerTotalOf({ items: [{ name: 'Panadol', price: '7', quantity: 'x' }], delivery_price: '5' })).toBe(5);
  });

  it('reads Arabic-Indic digits', () => {
    expect(offerTotalOf({ items: [{ name: 'Panadol', price: '١٢', quantity: '٢' }], delivery_price: '٥' })).toBe(29);
  });

  it('rounds each amount to the halala first, as the server does (no refused total)', () => {
    // 0.105 is stored as 0.11 by the server: 3 × 0.11 = 0.33, not 0.315 rounded to 0.32.
    expect(offerTotalOf({ items: [{ name: 'Panadol', price: '0.105', quantity: '3' }], delivery_price: '0' })).toBeCloseTo(0.33, 10);
    expect(offerTotalOf({ items: [{ name: 'Panadol', price: '0.1', quantity: '3' }], delivery_price: '0.2' })).toBe(0.5);
  });
});

describe('offerBody', () => {
  it('sends trimmed names, Western digits and the total with two decimals', () => {
    expect(
      offerBody({
        pharmacy_id: 'ph-1',
        order_id: 'o-1',
        items: [{ medicine_id: '', substitute: false, name: ' Panadol ', price: '١٢.٥', quantity: ' 2' }],
        delivery_price: '10',
        time_to_deliver: '٣٠',
      }),
    ).toEqual({
      pharmacy_id: 'ph-1',
      order_id: 'o-1',
      items: [{ name: 'Panadol', price: '12.5', quantity: '2' }],
      delivery_price: '10',
      time_to_deliver: '30',
      total_price: '35.00',
    });
  });
});

describe('offerBody on a prescription', () => {
  it('names the prescribed medicine of each row, and marks a substitute', () => {
    const body = offerBody({
      pharmacy_id: 'ph-1',
      order_id: 'o-1',
      items: [
        { medicine_id: '11', substitute: false, name: 'Salbutamol', price: '3', quantity: '1' },
        { medicine_id: '12', substitute: true, name: ' Generic Ibuprofen ', price: '2', quantity: '2' },
      ],
      delivery_price: '0',
      time_to_deliver: '45',
    });
    expect(body.items).toEqual([
      { medicine_id: '11', name: 'Salbutamol', price: '3', quantity: '1' },
      { medicine_id: '12', substitute: true, name: 'Generic Ibuprofen', price: '2', quantity: '2' },
    ]);
  });
});

describe('initialOfferValues', () => {
  it("prefills a row per prescribed medicine (its id and name), quantity 1, delivery price and time 0", () => {
    const medicines = [{ medicine_id: '11', name: 'Paracetamol' }, { medicine_id: '12', name: 'Ibuprofen' }];
    expect(initialOfferValues('o-1', 'ph-1', medicines)).toEqual({
      pharmacy_id: 'ph-1',
      order_id: 'o-1',
      items: [
        { medicine_id: '11', substitute: false, name: 'Paracetamol', price: '', quantity: '1' },
        { medicine_id: '12', substitute: false, name: 'Ibuprofen', price: '', quantity: '1' },
      ],
      delivery_price: '0',
      time_to_deliver: '0',
    });
  });

  it('starts with one empty row without a prescription', () => {
    expect(initialOfferValues('o-1', 'ph-1', []).items).toEqual([{ medicine_id: '', substitute: false, name: '', price: '', quantity: '1' }]);
  });
});
