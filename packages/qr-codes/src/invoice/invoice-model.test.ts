import { withoutIsolates } from '@mk/i18n';
import { makeBill, saudiBill } from '../test/qr-test-kit';
import { invoiceModel, money } from './invoice-model';

const values = (model: ReturnType<typeof invoiceModel>) => Object.fromEntries(model.lines.map((line) => [line.key, withoutIsolates(line.value)]));
const labels = (model: ReturnType<typeof invoiceModel>, side: 'en' | 'ar') => model.lines.map((line) => line[side]);

describe('invoiceModel', () => {
  it('gives every line its English and Arabic label, the date on a Riyadh clock and money with 2 decimals', () => {
    const model = invoiceModel(makeBill(), 'en');
    expect(model.title).toEqual({ en: 'Simplified Tax Invoice', ar: 'فاتورة ضريبية مبسطة' });
    expect(labels(model, 'en')).toEqual(['Seller', 'VAT Number', 'City', 'Invoice No.', 'Reference', 'Date', 'Amount (excluding VAT)', 'VAT 15%', 'Total (including VAT)']);
    expect(labels(model, 'ar')).toEqual([
      'البائع',
      'الرقم الضريبي',
      'المدينة',
      'رقم الفاتورة',
      'المرجع',
      'التاريخ',
      'المبلغ (غير شامل الضريبة)',
      'ضريبة القيمة المضافة 15%',
      'الإجمالي (شامل الضريبة)',
    ]);
    expect(values(model)).toEqual({
      seller: 'شركة السوق الصحي',
      vatNumber: '300000000000003',
      city: 'الرياض',
      invoiceNumber: '17',
      invoiceId: 'bill-42',
      date: '24-11-2026 01:15 PM',
      amount: '100.00 SAR',
      vat: '15.00 SAR',
      total: '115.00 SAR',
    });
    expect(model.stateBearsVat).toBeUndefined();
  });

  it('reads the date with ص/م in Arabic, and the Riyadh day when UTC is still the day before', () => {
    expect(values(invoiceModel(makeBill(), 'ar')).date).toBe('24-11-2026 01:15 م');
    expect(values(invoiceModel(makeBill({ createdAt: '2026-11-23T22:30:00Z' }), 'ar')).date).toBe('24-11-2026 01:30 ص');
  });

  it("charges a Saudi citizen VAT 0 % and says the state bears it", () => {
    const model = invoiceModel(saudiBill(), 'en');
    expect(model.vatPercent).toBe(0);
    expect(model.lines.find((line) => line.key === 'vat')).toMatchObject({ en: 'VAT 0%', ar: 'ضريبة القيمة المضافة 0%', value: '0.00 SAR' });
    expect(values(model).total).toBe('100.00 SAR');
    expect(model.stateBearsVat?.en).toBe('VAT on this consultation is borne by the state for Saudi citizens.');
  });

  it('adds amount and tax when the server sends no total, and reads the rate from them without vat_rate', () => {
    const model = invoiceModel(makeBill({ amount: 80.5, tax: 12.08, total: undefined, vat_rate: undefined }), 'en');
    expect(values(model).total).toBe('92.58 SAR');
    expect(model.vatPercent).toBe(15);
    expect(money(7)).toBe('7.00 SAR');
  });
});
