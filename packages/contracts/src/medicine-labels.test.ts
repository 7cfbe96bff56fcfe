import { dosageFormLabel, strengthLabel, strengthUnitLabel } from './medicine-labels';

describe('dosage forms and strength units', () => {
  it('are Arabic in Arabic, whatever the case they were typed in', () => {
    expect(dosageFormLabel('Tablet', 'ar')).toBe('أقراص');
    expect(dosageFormLabel('capsule', 'ar')).toBe('كبسولات');
    expect(strengthUnitLabel('MG', 'ar')).toBe('ملغ');
    expect(strengthLabel({ strength_value: '500', strength_value_unit: 'mg' }, 'ar')).toBe('500 ملغ');
  });

  it('are as typed in English, and an unknown one is as typed in both', () => {
    expect(dosageFormLabel('Tablet', 'en')).toBe('Tablet');
    expect(dosageFormLabel('Lozenge', 'ar')).toBe('Lozenge');
    expect(strengthLabel({ strength_value: '250' }, 'ar')).toBe('250');
    expect(strengthLabel({}, 'en')).toBe('');
  });
});
