import { offersOnline, offersPartlyOnline, setAppAccess, setOnline } from './service-flags';

const none = { audio_enabled: false, text_enabled: false, video_enabled: false, walkin_enabled: true };

describe('online consultation', () => {
  it('ticks audio, text and video together, and clears them together', () => {
    const online = setOnline(none, true);
    expect(online).toEqual({ audio_enabled: true, text_enabled: true, video_enabled: true, walkin_enabled: true });
    expect(setOnline(online, false)).toEqual(none);
  });

  it('counts a record with only some of the three as online, and as partly so', () => {
    const audioOnly = { ...none, audio_enabled: true };
    expect(offersOnline(audioOnly)).toBe(true);
    expect(offersPartlyOnline(audioOnly)).toBe(true);
    expect(offersPartlyOnline(setOnline(none, true))).toBe(false);
    expect(offersOnline(none)).toBe(false);
  });
});

describe('app access', () => {
  it('clears the phone and the password when turned off, and keeps them when turned on', () => {
    const values = { app_access: true, phone: '0501234567', password: 'secret', name: 'Sara' };
    expect(setAppAccess(values, false)).toEqual({ app_access: false, phone: '', password: '', name: 'Sara' });
    expect(setAppAccess({ ...values, app_access: false }, true)).toEqual(values);
  });
});
