import { Input } from 'antd';
import { useEffect } from 'react';
import { FieldItem, useFormKit, useInputA11y } from '@mk/ui';
import { packageDiscount, toWesternDigits } from '@mk/validators';
import type { PackageFormValues } from './package-form.values';

/** The discount the prices give as the server computes it (100 and 80 give 20); '' until both are numbers. */
function discountOf(priceBefore: string | number, priceAfter: string | number): string {
  const [beforeText, afterText] = [priceBefore, priceAfter].map((price) => toWesternDigits(String(price)).trim());
  const before = Number(beforeText);
  const after = Number(afterText);
  if (beforeText === '' || afterText === '' || !Number.isFinite(before) || !Number.isFinite(after)) return '';
  return String(packageDiscount(before, after));
}

/**
 * The discount, computed as the prices are typed (the percentage price after saves on price before:
 * 100 and 80 give 20), the server's rule; read-only, so it never disagrees with the prices.
 */
export function DiscountField({ label }: { label: string }) {
  const { formik } = useFormKit<PackageFormValues>();
  const { price_before, price_after, discount } = formik.values;
  const computed = discountOf(price_before, price_after);
  useEffect(() => {
    if (computed !== discount) void formik.setFieldValue('discount', computed);
  }, [computed, discount, formik]);
  return (
    <FieldItem name="discount" label={label} required>
      <Input {...useInputA11y('discount', true)} readOnly value={computed} dir="ltr" suffix="%" />
    </FieldItem>
  );
}
