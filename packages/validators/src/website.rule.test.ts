import { validateWebsite } from './index';

describe('validateWebsite', () => {
  it.each([
    'clinic.sa',
    'www.clinic.com.sa',
    'http://clinic.sa',
    'https://www.clinic.sa',
    'https://clinic.sa/ar/about?ref=1',
    'https://my-clinic.example.com:8443/path',
  ])('accepts %s, with or without a scheme', (site) => {
    expect(validateWebsite(site)).toBeUndefined();
  });

  it.each(['clinic', 'http://', 'ftp://clinic.sa', 'https://clinic', 'clinic .sa', 'https//clinic.sa', '-clinic.sa'])(
    "refuses %s with 'Invalid website'",
    (site) => {
      expect(validateWebsite(site)).toEqual({ id: 'validation.website.invalid', defaultMessage: 'Invalid website' });
    },
  );

  it('lets an empty value through', () => {
    expect(validateWebsite('')).toBeUndefined();
  });
});
