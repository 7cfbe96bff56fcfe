import { DEFAULT_LOGIN_THROTTLE, LoginThrottle } from './login-throttle';

describe('LoginThrottle (default thresholds)', () => {
  let now = 0;
  const throttle = () => new LoginThrottle(DEFAULT_LOGIN_THROTTLE, () => now);

  beforeEach(() => {
    now = Date.UTC(2024, 0, 1);
  });

  it('answers three failures at once, then waits 500 ms more per failure up to 3 s', () => {
    const t = throttle();
    const delays = Array.from({ length: 9 }, () => t.recordFailure('a@example.com', '1.1.1.1'));
    expect(delays).toEqual([0, 0, 0, 500, 1000, 1500, 2000, 2500, 3000]);
  });

  it('refuses the tenth attempt for the rest of the 15-minute window', () => {
    const t = throttle();
    for (let i = 0; i < 8; i++) t.recordFailure('a@example.com', '1.1.1.1');
    expect(t.refusal('a@example.com', '1.1.1.1')).toBeUndefined();
    t.recordFailure('a@example.com', '1.1.1.1');
    expect(t.refusal('a@example.com', '1.1.1.1')).toBe(15);
    // The same email from another address, and another email from the same address, are refused too.
    expect(t.refusal('A@Example.com', '2.2.2.2')).toBe(15);
    expect(t.refusal('b@example.com', '1.1.1.1')).toBe(15);
    now += 10 * 60_000 + 1;
    expect(t.refusal('a@example.com', '1.1.1.1')).toBe(5);
    now += 5 * 60_000;
    expect(t.refusal('a@example.com', '1.1.1.1')).toBeUndefined();
  });

  it('forgets an email after a successful login', () => {
    const t = throttle();
    for (let i = 0; i < 5; i++) t.recordFailure('a@example.com', `10.0.0.${i}`);
    t.recordSuccess('a@example.com');
    expect(t.recordFailure('a@example.com', '10.0.0.9')).toBe(0);
  });
});
