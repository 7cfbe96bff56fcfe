import { APP_VERSION, REALTIME } from './index';

describe('constants', () => {
  it('carry the version and reconnection settings of the spec', () => {
    expect(APP_VERSION).toBe('1.0.179');
    expect(REALTIME).toMatchObject({ reconnectionDelay: 1000, reconnectionDelayMax: 5000, randomizationFactor: 0.5, timeout: 20000 });
  });
});
