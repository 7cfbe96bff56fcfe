import { PerUserThrottle } from './search-throttle';

describe('PerUserThrottle', () => {
  it('lets `limit` calls a window through per user, then answers the seconds to wait', () => {
    let now = 1_000_000;
    const throttle = new PerUserThrottle(3, 60_000, () => now);
    expect([throttle.take('a'), throttle.take('a'), throttle.take('a')]).toEqual([0, 0, 0]);
    expect(throttle.take('a')).toBe(60);
    expect(throttle.take('b')).toBe(0);
    now += 30_000;
    expect(throttle.take('a')).toBe(30);
    now += 30_001;
    expect(throttle.take('a')).toBe(0);
  });
});
