import { signPatientToken, signToken, verifyPatientToken, verifyToken } from './jwt';

const user = { sys_id: '3f0c2f8e-0000-4000-8000-000000000001', role: 'PIC' as const, email: 'a@example.com', name: 'A' };
const SECRET = 'secret-one';

function tamper(token: string, change: (claims: Record<string, unknown>) => void): string {
  const [header, body, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
  change(claims);
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}

describe('JWT', () => {
  it('round-trips the claims with iat and exp', () => {
    const now = Date.UTC(2024, 0, 1);
    const claims = verifyToken(signToken(user, SECRET, 60, now), SECRET, now + 1000);
    expect(claims).toMatchObject({ sub: user.sys_id, role: 'PIC', email: user.email, name: 'A', iat: now / 1000, exp: now / 1000 + 60 });
  });

  it('carries the administrator\'s token version, 0 when none is given', () => {
    expect(verifyToken(signToken({ ...user, token_version: 3 }, SECRET, 60), SECRET).ver).toBe(3);
    expect(verifyToken(signToken(user, SECRET, 60), SECRET).ver).toBe(0);
  });

  it('refuses an expired token with the session-expired message', () => {
    const token = signToken(user, SECRET, 60, Date.UTC(2024, 0, 1));
    expect(() => verifyToken(token, SECRET, Date.UTC(2024, 0, 1, 0, 1))).toThrow('Session expired, please log in again');
  });

  it('refuses a token signed with another secret, a tampered payload and garbage', () => {
    expect(() => verifyToken(signToken(user, 'other', 60), SECRET)).toThrow('Invalid token');
    expect(() => verifyToken(tamper(signToken(user, SECRET, 60), (c) => (c.role = 'ADMIN')), SECRET)).toThrow('Invalid token');
    expect(() => verifyToken('not-a-token', SECRET)).toThrow('Invalid token');
  });

  it('refuses the alg=none trick', () => {
    const [, body] = signToken(user, SECRET, 60).split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(() => verifyToken(`${header}.${body}.`, SECRET)).toThrow('Invalid token');
  });
});

describe('patient-app tokens', () => {
  const patient = { sys_id: '3f0c2f8e-0000-4000-8000-000000000002', token_version: 2 };

  it('round-trip with their kind and version', () => {
    expect(verifyPatientToken(signPatientToken(patient, SECRET, 60), SECRET)).toMatchObject({ sub: patient.sys_id, kind: 'patient', ver: 2 });
  });

  it('are refused where a back-office token is wanted, and the reverse, with the wrong-kind message', () => {
    expect(() => verifyToken(signPatientToken(patient, SECRET, 60), SECRET)).toThrow('This sign-in is not valid here');
    expect(() => verifyPatientToken(signToken(user, SECRET, 60), SECRET)).toThrow('This sign-in is not valid here');
    // A back-office token given a patient kind is a tampered one.
    expect(() => verifyPatientToken(tamper(signToken(user, SECRET, 60), (c) => (c.kind = 'patient')), SECRET)).toThrow('Invalid token');
  });
});
