import type { Label } from './labels';
import type { Locale } from './constants';
import type { PrescriptionMedicine } from './prescription';

/*
 * Dosage forms and strength units are free text in a prescription, typed in English by the clinics
 * ('Tablet', 'mg'). The known ones have an Arabic word, so the Arabic dialog and PDF do not show
 * English; one not known here is shown as typed. Keyed in lower case: 'tablet' and 'Tablet' alike.
 */
export const DOSAGE_FORM_LABELS: Record<string, Label> = {
  tablet: { en: 'Tablet', ar: 'أقراص' },
  capsule: { en: 'Capsule', ar: 'كبسولات' },
  syrup: { en: 'Syrup', ar: 'شراب' },
  suspension: { en: 'Suspension', ar: 'معلّق' },
  solution: { en: 'Solution', ar: 'محلول' },
  injection: { en: 'Injection', ar: 'حقنة' },
  cream: { en: 'Cream', ar: 'كريم' },
  ointment: { en: 'Ointment', ar: 'مرهم' },
  gel: { en: 'Gel', ar: 'جل' },
  lotion: { en: 'Lotion', ar: 'غسول' },
  drops: { en: 'Drops', ar: 'قطرات' },
  'eye drops': { en: 'Eye drops', ar: 'قطرات للعين' },
  inhaler: { en: 'Inhaler', ar: 'بخاخ استنشاق' },
  spray: { en: 'Spray', ar: 'بخاخ' },
  suppository: { en: 'Suppository', ar: 'تحاميل' },
  sachet: { en: 'Sachet', ar: 'أكياس' },
  patch: { en: 'Patch', ar: 'لصقة' },
  powder: { en: 'Powder', ar: 'مسحوق' },
};

export const STRENGTH_UNIT_LABELS: Record<string, Label> = {
  mg: { en: 'mg', ar: 'ملغ' },
  g: { en: 'g', ar: 'غ' },
  mcg: { en: 'mcg', ar: 'مكغ' },
  µg: { en: 'µg', ar: 'مكغ' },
  ml: { en: 'ml', ar: 'مل' },
  'mg/ml': { en: 'mg/ml', ar: 'ملغ/مل' },
  'mg/5ml': { en: 'mg/5ml', ar: 'ملغ/5 مل' },
  iu: { en: 'IU', ar: 'وحدة دولية' },
  unit: { en: 'unit', ar: 'وحدة' },
  units: { en: 'units', ar: 'وحدات' },
  '%': { en: '%', ar: '٪' },
};

const labelIn = (labels: Record<string, Label>, value: string | undefined | null, locale: Locale): string => {
  const text = (value ?? '').trim();
  return labels[text.toLowerCase()]?.[locale] ?? text;
};

/** The dosage form in the reader's language; an unknown one as typed. */
export const dosageFormLabel = (form: string | undefined | null, locale: Locale) => labelIn(DOSAGE_FORM_LABELS, form, locale);

/** The strength unit in the reader's language; an unknown one as typed. */
export const strengthUnitLabel = (unit: string | undefined | null, locale: Locale) => labelIn(STRENGTH_UNIT_LABELS, unit, locale);

/** '500 mg' / '500 ملغ': the value and its unit; empty when neither is given. */
export function strengthLabel(medicine: Pick<PrescriptionMedicine, 'strength_value' | 'strength_value_unit'>, locale: Locale): string {
  const value = medicine.strength_value === undefined || medicine.strength_value === null ? '' : String(medicine.strength_value).trim();
  return [value, strengthUnitLabel(medicine.strength_value_unit, locale)].filter(Boolean).join(' ');
}
