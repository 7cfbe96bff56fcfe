import { qrBillAmounts } from './qr-bill-amounts';

describe('qrBillAmounts', () => {
  it('charges a non-Saudi patient 15 % VAT on the fee', () => {
    expect(qrBillAmounts('100.00', false)).toEqual({ amount: '100.00', tax: '15.00', total: '115.00', vatRate: 0.15 });
  });

  it('charges a Saudi citizen no VAT: the state bears it', () => {
    expect(qrBillAmounts('100.00', true)).toEqual({ amount: '100.00', tax: '0.00', total: '100.00', vatRate: 0 });
  });

  it('rounds the tax to the halala, half up, and adds exactly', () => {
    // 0.10 × 0.15 = 0.015 -> 0.02 (floating point would give 0.01: 0.015 is 0.01499... as a double).
    expect(qrBillAmounts('0.10', false)).toMatchObject({ tax: '0.02', total: '0.12' });
    // 80.33 × 0.15 = 12.0495 -> 12.05.
    expect(qrBillAmounts('80.33', false)).toMatchObject({ amount: '80.33', tax: '12.05', total: '92.38' });
    // 0.01 × 0.15 = 0.0015 -> 0.00.
    expect(qrBillAmounts('0.01', false)).toMatchObject({ tax: '0.00', total: '0.01' });
    expect(qrBillAmounts('999999.99', false)).toMatchObject({ tax: '150000.00', total: '1149999.99' });
  });
});
