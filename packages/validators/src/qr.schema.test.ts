import { qrBillSchema, qrCodeSchema } from './qr.schema';

const errorOf = async (schema: typeof qrBillSchema | typeof qrCodeSchema, body: unknown) => {
  try {
    await schema.validate(body);
    return undefined;
  } catch (error) {
    return (error as { errors: { id: string }[] }).errors[0].id;
  }
};

describe('qr schemas', () => {
  const bill = { isSaudi: 1, pharmacyId: '6f1c2c1e-8a55-4a53-9a57-0b1e5a1d2c3f', qrcode_id: '0b6a2f4e-1c4d-4c1e-8f4e-2a9b7c6d5e4f' };

  it('takes a bill for a Saudi or a non-Saudi patient', async () => {
    expect(await errorOf(qrBillSchema, bill)).toBeUndefined();
    expect(await errorOf(qrBillSchema, { ...bill, isSaudi: 0 })).toBeUndefined();
  });

  it('refuses a nationality other than 1 or 0 and missing ids', async () => {
    expect(await errorOf(qrBillSchema, { ...bill, isSaudi: 2 })).toBe('validation.required');
    expect(await errorOf(qrBillSchema, { ...bill, isSaudi: undefined })).toBe('validation.required');
    expect(await errorOf(qrBillSchema, { ...bill, qrcode_id: ' ' })).toBe('validation.required');
    expect(await errorOf(qrBillSchema, { ...bill, pharmacyId: undefined })).toBe('validation.required');
  });

  it('needs the pharmacy of a new code', async () => {
    expect(await errorOf(qrCodeSchema, { pharmacy_id: bill.pharmacyId })).toBeUndefined();
    expect(await errorOf(qrCodeSchema, {})).toBe('validation.required');
  });
});
