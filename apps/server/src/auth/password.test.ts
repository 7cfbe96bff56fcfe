import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('stores a salted scrypt hash that verifies only the right password', async () => {
    const stored = await hashPassword('Demo@12345');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(stored).not.toContain('Demo@12345');
    await expect(verifyPassword('Demo@12345', stored)).resolves.toBe(true);
    await expect(verifyPassword('demo@12345', stored)).resolves.toBe(false);
  });

  it('gives two hashes of one password different salts', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
  });

  it('refuses malformed stored values instead of throwing', async () => {
    await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$16384$8$1$c2FsdA==$')).resolves.toBe(false);
  });
});
