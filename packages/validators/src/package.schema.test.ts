import { packageFormSchema, packageSchema, packageUpdateFormSchema, packageUpdateSchema } from './index';
import { errorsOf } from './test-helpers';

describe('packageSchema', () => {
  const pkg = {
    title: 'Full checkup',
    description: 'Blood tests and a consultation',
    promo_img: 'https://img.example.com/p.png',
    price_before: '500',
    price_after: '350',
    discount: '30',
    start_date: '2025-01-01',
    end_date: '2025-02-01',
    package_type: 'LAB',
    clinic_id: 'clinic-1',
  };

  it('accepts a complete package with its defaults', async () => {
    await expect(packageSchema.validate(pkg)).resolves.toMatchObject({ is_featured: false, center_type: 'CLINIC', price_after: 350 });
  });

  it("requires every field: 'Please fill all required fields'", async () => {
    const errors = await errorsOf(packageSchema, {});
    expect(Object.keys(errors).sort()).toEqual(
      ['clinic_id', 'description', 'discount', 'end_date', 'package_type', 'price_after', 'price_before', 'promo_img', 'start_date', 'title'].sort(),
    );
    expect(new Set(Object.values(errors))).toEqual(new Set(['Please fill all required fields']));
  });

  it('checks title and description at 5', async () => {
    expect(await errorsOf(packageSchema, { ...pkg, title: 'Scan', description: 'Short' })).toEqual({
      title: 'Invalid, must be more than 5 characters',
      description: 'Invalid, must be more than 5 characters',
    });
  });

  it('takes an Arabic title and description with the name rule, optional on the server and required by the form', async () => {
    // A package made before they existed still saves.
    await expect(packageSchema.validate(pkg)).resolves.toBeTruthy();
    expect(await errorsOf(packageSchema, { ...pkg, title_ar: 'فحص', description_ar: 'فحص<b>' })).toEqual({
      title_ar: 'Invalid, must be more than 5 characters',
      description_ar: 'Contains characters that are not allowed',
    });
    for (const schema of [packageFormSchema, packageUpdateFormSchema]) {
      expect(await errorsOf(schema, pkg)).toEqual({ title_ar: 'Please fill all required fields', description_ar: 'Please fill all required fields' });
      expect(await errorsOf(schema, { ...pkg, title_ar: 'فحص', description_ar: 'تحاليل دم واستشارة' })).toEqual({ title_ar: 'Invalid, must be more than 5 characters' });
      await expect(schema.validate({ ...pkg, title_ar: 'فحص شامل', description_ar: 'تحاليل دم واستشارة' })).resolves.toMatchObject({ title_ar: 'فحص شامل' });
    }
  });

  it("refuses an end before the start with the date-range picker's message", async () => {
    expect(await errorsOf(packageSchema, { ...pkg, end_date: '2024-12-31' })).toEqual({
      end_date: 'Invalid date range: from date must be before until date',
    });
  });

  it("refuses a malformed date with the date-range picker's message, not yup's own text", async () => {
    expect(await errorsOf(packageSchema, { ...pkg, start_date: '01/13/2025' })).toEqual({
      start_date: 'Invalid date range: from date must be before until date',
    });
  });

  it('refuses a price after above the price before, and a discount the prices do not give (0.01 either way)', async () => {
    expect(await errorsOf(packageSchema, { ...pkg, price_after: '501', discount: '0' })).toEqual({
      price_after: 'Price after cannot be more than price before',
    });
    expect(await errorsOf(packageSchema, { ...pkg, discount: '25' })).toEqual({
      discount: 'Discount must be 30, the percentage price after saves on price before',
    });
    expect(await errorsOf(packageSchema, { ...pkg, price_before: 100, price_after: 80, discount: 20 })).toEqual({});
    expect(await errorsOf(packageSchema, { ...pkg, price_before: 300, price_after: 200, discount: 33.34 })).toEqual({});
    expect(await errorsOf(packageSchema, { ...pkg, price_before: 300, price_after: 200, discount: 33.5 })).toEqual({
      discount: 'Discount must be 33.33, the percentage price after saves on price before',
    });
  });

  it('takes only the package types and the four center types', async () => {
    expect(await errorsOf(packageSchema, { ...pkg, package_type: 'LAB_PACKAGE', center_type: 'HOSPITAL' })).toEqual({
      package_type: 'Choose one of the package types',
      center_type: 'Center type must be CLINIC, LAB, RADIOLOGY or PHARMACY',
    });
    expect(await errorsOf(packageSchema, { ...pkg, center_type: 'RADIOLOGY' })).toEqual({});
  });

  it.each(['2025-02-30', '0000-01-01', '9999-01-01'])('refuses the end day %s', async (end_date) => {
    expect(await errorsOf(packageSchema, { ...pkg, end_date })).toEqual({
      end_date: 'Invalid date range: from date must be before until date',
    });
  });

  it('updates without clinic and center type', async () => {
    const { clinic_id: _clinic, ...rest } = pkg;
    expect(await errorsOf(packageUpdateSchema, rest)).toEqual({});
  });
});
