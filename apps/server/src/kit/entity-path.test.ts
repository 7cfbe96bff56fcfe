import { slugify } from './entity-path';

describe('slugify (the profile link of a clinic or physician)', () => {
  it.each([
    ['Dar Al Shifa Clinic', 'dar-al-shifa-clinic'],
    ["  Al Salama Children's Clinic (Jeddah) ", 'al-salama-children-s-clinic-jeddah'],
    ['Clínica Médica', 'clinica-medica'],
    ['عيادة الشفاء', 'clinic'],
    ['---', 'clinic'],
  ])('%j -> %j', (name, slug) => {
    expect(slugify(name, 'clinic')).toBe(slug);
  });

  it('keeps links short', () => {
    const slug = slugify(`${'Very Long Clinic Name '.repeat(10)}`, 'clinic');
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
  });
});
