import { redactUrl } from './logger-options';
import { redactError, scrubText } from './redacted-error';

describe('redactError', () => {
  it('keeps the codes of a database error and drops its detail and quoted input', () => {
    const pgError = Object.assign(new Error('duplicate key value violates unique constraint "patients_phone_idx"'), {
      code: '23505',
      constraint: 'patients_phone_idx',
      table: 'patients',
      detail: 'Key (phone)=(0501234567) already exists.',
    });
    const redacted = redactError(pgError);
    expect(redacted).toMatchObject({ code: '23505', constraint: 'patients_phone_idx', table: 'patients' });
    expect(JSON.stringify(redacted)).not.toContain('0501234567');
    expect(redacted.stack).not.toContain('duplicate key');
  });

  it('scrubs hashes, tokens, emails, quoted text and digit runs from other messages', () => {
    const text = scrubText('bad "Sara" scrypt$16384$8$1$c2FsdA==$aGFzaA== sara@example.com 1000000008 eyJa.eyJb.sig');
    expect(text).toBe('bad [redacted] [redacted] [redacted] [redacted] [redacted]');
  });
});

describe('redactUrl', () => {
  it('keeps the path and the parameter names only', () => {
    expect(redactUrl('/api/patient-read/search?phone=0501234567&x=1')).toBe('/api/patient-read/search?phone=[redacted]&x=[redacted]');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
