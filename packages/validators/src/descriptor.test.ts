import { loginSchema, messageText } from './index';

describe('messageText', () => {
  it('fills the values of a descriptor', () => {
    expect(
      messageText({ id: 'x', defaultMessage: 'Invalid, must be more than {n} characters', values: { n: 4 } }),
    ).toBe('Invalid, must be more than 4 characters');
  });
});

describe('loginSchema', () => {
  it('refuses a malformed email with the spec message', async () => {
    await expect(loginSchema.validate({ email: 'nope', password: 'x' })).rejects.toMatchObject({
      errors: [expect.objectContaining({ defaultMessage: 'Invalid Email' })],
    });
  });
});
