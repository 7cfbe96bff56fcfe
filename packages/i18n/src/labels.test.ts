import { cityLabel, specializationLabel } from './labels';

describe('labels', () => {
  it('names a specialization and a city in both languages', () => {
    expect(specializationLabel('ORTHOPEDICS', 'en')).toBe('Orthopaedics');
    expect(specializationLabel('DENTISTRY', 'ar')).toMatch(/[\u0600-\u06FF]/);
    expect(cityLabel('KHAMIS_MUSHAIT', 'ar')).toMatch(/[\u0600-\u06FF]/);
  });

  it('shows an unknown value as it is and nothing for an empty one', () => {
    expect(specializationLabel('SOMETHING_NEW', 'en')).toBe('SOMETHING_NEW');
    expect(cityLabel(undefined, 'ar')).toBe('');
  });
});
