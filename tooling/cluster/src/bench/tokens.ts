import { SignJWT } from 'jose';

/**
 * A back-office token as the server signs it (HS256 over the shared JWT_SECRET; the claims of
 * apps/server/src/auth/jwt.ts), so the bench can give 1,000 PICs a session without 1,000 logins
 * through the login brake and scrypt.
 */
export function benchToken(user: { sys_id: string; email: string; name: string }, secret: string, ttlSeconds = 3600): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: 'PIC', email: user.email, name: user.name, ver: 0 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.sys_id)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(new TextEncoder().encode(secret));
}
