import { createHmac } from 'node:crypto';
import { signPatientToken, signToken, verifyPatientToken, verifyToken } from './jwt';

const user = { sys_id: '3f0c2f8e-0000-4000-8000-000000000001', role: 'PIC' as const, email: 'a@example.com', name: 'A' };
const SECRET = 'secret-one';

function tamper(token: string, change: (claims: Record<string, unknown>) => void): string {
  const [header, body, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
  change(claims);
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}

/*
 * The signer the server used before tokens moved to jose, kept here as the reference: the tokens it
 * issued are in browsers until they expire, so they must keep verifying, and new ones must not differ.
 */
function legacyToken(claims: Record<string, unknown>, secret: string, header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' }): string {
  const body = `${Buffer.from(JSON.stringify(header)).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/** A token signed with the secret under another header (alg confusion), by hand since jose would refuse to. */
function withHeader(token: string, header: Record<string, unknown>, secret: string, hash = 'sha256'): string {
  const [, body] = token.split('.');
  const signed = `${Buffer.from(JSON.stringify(header)).toString('base64url')}.${body}`;
  return `${signed}.${createHmac(hash, secret).update(signed).digest('base64url')}`;
}

describe('JWT', () => {
  it('round-trips the claims with iat and exp', async () => {
    const now = Date.UTC(2024, 0, 1);
    const claims = await verifyToken(await signToken(user, SECRET, 60, now), SECRET, now + 1000);
    expect(claims).toMatchObject({ sub: user.sys_id, role: 'PIC', email: user.email, name: 'A', iat: now / 1000, exp: now / 1000 + 60 });
  });

  it('carries the administrator\'s token version, 0 when none is given', async () => {
    expect((await verifyToken(await signToken({ ...user, token_version: 3 }, SECRET, 60), SECRET)).ver).toBe(3);
    expect((await verifyToken(await signToken(user, SECRET, 60), SECRET)).ver).toBe(0);
  });

  it('refuses an expired token with the session-expired message, up to its last second', async () => {
    const token = await signToken(user, SECRET, 60, Date.UTC(2024, 0, 1));
    await expect(verifyToken(token, SECRET, Date.UTC(2024, 0, 1, 0, 0, 59, 999))).resolves.toMatchObject({ sub: user.sys_id });
    await expect(verifyToken(token, SECRET, Date.UTC(2024, 0, 1, 0, 1))).rejects.toThrow('Session expired, please log in again');
  });

  it('refuses a token signed with another secret, a tampered payload or signature, and garbage', async () => {
    const token = await signToken(user, SECRET, 60);
    await expect(verifyToken(await signToken(user, 'other', 60), SECRET)).rejects.toThrow('Invalid token');
    await expect(verifyToken(tamper(token, (c) => (c.role = 'ADMIN')), SECRET)).rejects.toThrow('Invalid token');
    await expect(verifyToken(tamper(token, (c) => (c.ver = 7)), SECRET)).rejects.toThrow('Invalid token');
    const signature = token.split('.')[2];
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    await expect(verifyToken(`${token.split('.').slice(0, 2).join('.')}.${flipped}`, SECRET)).rejects.toThrow('Invalid token');
    for (const garbage of ['not-a-token', '', 'a.b.c', `${token}.extra`]) {
      await expect(verifyToken(garbage, SECRET)).rejects.toThrow('Invalid token');
    }
  });

  it('refuses an expired token that was forged as invalid, not expired', async () => {
    const forged = await signToken(user, 'other', 60, Date.UTC(2024, 0, 1));
    await expect(verifyToken(forged, SECRET, Date.UTC(2024, 0, 2))).rejects.toThrow('Invalid token');
  });

  it('refuses the alg=none trick and any algorithm but HS256, even signed with the secret', async () => {
    const token = await signToken(user, SECRET, 60);
    const [, body] = token.split('.');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    await expect(verifyToken(`${none}.${body}.`, SECRET)).rejects.toThrow('Invalid token');
    await expect(verifyToken(withHeader(token, { alg: 'HS512', typ: 'JWT' }, SECRET, 'sha512'), SECRET)).rejects.toThrow('Invalid token');
    await expect(verifyToken(withHeader(token, { alg: 'HS384', typ: 'JWT' }, SECRET, 'sha384'), SECRET)).rejects.toThrow('Invalid token');
  });

  it('refuses a signed token whose claims are not ours: no subject, no expiry, a fractional version, an unknown role', async () => {
    const exp = Math.floor(Date.now() / 1000) + 60;
    const claims = { sub: user.sys_id, role: 'PIC', email: user.email, name: 'A', iat: exp - 60, exp, ver: 0 };
    await expect(verifyToken(legacyToken(claims, SECRET), SECRET)).resolves.toMatchObject({ sub: user.sys_id });
    for (const broken of [{ ...claims, sub: undefined }, { ...claims, exp: undefined }, { ...claims, ver: 1.5 }, { ...claims, role: 'ROOT' }]) {
      await expect(verifyToken(legacyToken(broken, SECRET), SECRET)).rejects.toThrow('Invalid token');
    }
  });
});

describe('tokens issued before the move to jose', () => {
  it('come out byte for byte as the hand-written signer made them', async () => {
    const now = Date.UTC(2024, 0, 1);
    const iat = now / 1000;
    expect(await signToken({ ...user, token_version: 4 }, SECRET, 60, now)).toBe(
      legacyToken({ sub: user.sys_id, role: 'PIC', email: user.email, name: 'A', iat, exp: iat + 60, ver: 4 }, SECRET),
    );
    expect(await signPatientToken({ sys_id: user.sys_id, token_version: 2 }, SECRET, 60, now)).toBe(
      legacyToken({ sub: user.sys_id, kind: 'patient', iat, exp: iat + 60, ver: 2 }, SECRET),
    );
  });

  it('still verify, including those older than token versions (no `ver`, read as 0 by the policy)', async () => {
    const iat = Math.floor(Date.now() / 1000);
    const old = legacyToken({ sub: user.sys_id, role: 'ADMIN', email: user.email, name: 'A', iat, exp: iat + 60 }, SECRET);
    await expect(verifyToken(old, SECRET)).resolves.toEqual({ sub: user.sys_id, role: 'ADMIN', email: user.email, name: 'A', iat, exp: iat + 60 });
    const patient = legacyToken({ sub: user.sys_id, kind: 'patient', iat, exp: iat + 60, ver: 5 }, SECRET);
    await expect(verifyPatientToken(patient, SECRET)).resolves.toEqual({ sub: user.sys_id, kind: 'patient', iat, exp: iat + 60, ver: 5 });
  });
});

describe('patient-app tokens', () => {
  const patient = { sys_id: '3f0c2f8e-0000-4000-8000-000000000002', token_version: 2 };

  it('round-trip with their kind and version', async () => {
    expect(await verifyPatientToken(await signPatientToken(patient, SECRET, 60), SECRET)).toMatchObject({ sub: patient.sys_id, kind: 'patient', ver: 2 });
  });

  it('expire like back-office tokens', async () => {
    const token = await signPatientToken(patient, SECRET, 60, Date.UTC(2024, 0, 1));
    await expect(verifyPatientToken(token, SECRET, Date.UTC(2024, 0, 1, 0, 1))).rejects.toThrow('Session expired, please log in again');
  });

  it('are refused where a back-office token is wanted, and the reverse, with the wrong-kind message', async () => {
    await expect(verifyToken(await signPatientToken(patient, SECRET, 60), SECRET)).rejects.toThrow('This sign-in is not valid here');
    await expect(verifyPatientToken(await signToken(user, SECRET, 60), SECRET)).rejects.toThrow('This sign-in is not valid here');
    // A back-office token given a patient kind is a tampered one.
    await expect(verifyPatientToken(tamper(await signToken(user, SECRET, 60), (c) => (c.kind = 'patient')), SECRET)).rejects.toThrow('Invalid token');
  });
});
