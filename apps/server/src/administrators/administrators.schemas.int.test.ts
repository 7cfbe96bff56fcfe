import { demoSuite } from '../test/test-api';

// Repositories that start selecting columns no client may read (the password hash, the second factor's
// secret, the token version): the reply schemas keep them from the client.
const secrets = { password_hash: 'scrypt$not for clients', totp_secret: 'not for clients', token_version: 7 };

jest.mock('./staff.repository', () => {
  const actual = jest.requireActual('./staff.repository');
  return {
    ...actual,
    listStaff: async (...args: unknown[]) => {
      const page = await actual.listStaff(...args);
      return { ...page, rows: page.rows.map((row: object) => ({ ...row, ...secrets })) };
    },
  };
});

jest.mock('./administrators.repository', () => {
  const actual = jest.requireActual('./administrators.repository');
  return {
    ...actual,
    listAdministrators: async (...args: unknown[]) => {
      const page = await actual.listAdministrators(...args);
      return { ...page, rows: page.rows.map((row: object) => ({ ...row, ...secrets })) };
    },
  };
});

const suite = demoSuite();

it.each(['/api/administrator-read/users', '/api/administrator-Read/'])('leaves the fields the reply schema of %s does not declare out of the reply', async (path) => {
  const reply = await suite.api('GET', path, suite.users.admin);
  expect(reply.status).toBe(200);
  expect(reply.body.payload.rows.length).toBeGreaterThan(0);
  for (const user of reply.body.payload.rows) {
    for (const field of Object.keys(secrets)) expect(user).not.toHaveProperty(field);
  }
  expect(JSON.stringify(reply.body)).not.toContain('not for clients');
});
