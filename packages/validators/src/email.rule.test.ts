import { validateEmail } from './index';

describe('validateEmail', () => {
  it.each(['admin@clinic.sa', 'first.last@mail.example.com', 'a+tag@domain.co', 'x@[10.0.0.1]'])('accepts %s', (email) => {
    expect(validateEmail(email)).toBeUndefined();
  });

  it.each(['nope', 'a@b', 'a@b.c', '@clinic.sa', 'a b@clinic.sa', 'a@clinic..sa', 'a@@clinic.sa'])(
    "refuses %s with 'Invalid Email'",
    (email) => {
      expect(validateEmail(email)).toEqual({ id: 'validation.email.invalid', defaultMessage: 'Invalid Email' });
    },
  );

  it('lets an empty value through', () => {
    expect(validateEmail('')).toBeUndefined();
  });
});
