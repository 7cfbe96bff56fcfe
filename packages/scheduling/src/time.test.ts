import { clampHour, clampMinute, format12Hour, fromHHMM, minutesOfDay, to12Hour, to24Hour, toHHMM } from './index';

describe('to24Hour', () => {
  it.each([
    ['01:30 PM', '13:30'],
    ['01:30 AM', '01:30'],
    ['12:00 AM', '00:00'],
    ['12:45 AM', '00:45'],
    ['12:00 PM', '12:00'],
    ['12:15 PM', '12:15'],
    ['11:59 PM', '23:59'],
    ['9:05 am', '09:05'],
    ['09:05 p.m.', '21:05'],
    ['01:30PM', '13:30'],
  ])('reads %s as %s', (time, expected) => {
    expect(to24Hour(time)).toBe(expected);
  });

  it.each([
    ['09:05 ص', '09:05'],
    ['12:00 ص', '00:00'],
    ['12:30 م', '12:30'],
    ['01:30 م', '13:30'],
    ['م 07:45', '19:45'],
    ['٠٧:٤٥ م', '19:45'],
    ['08:00 صباحًا', '08:00'],
    ['08:00 مساءً', '20:00'],
  ])('reads the Arabic markers: %s is %s', (time, expected) => {
    expect(to24Hour(time)).toBe(expected);
  });

  it('reads a time without a marker as 24-hour', () => {
    expect(to24Hour('13:30')).toBe('13:30');
    expect(to24Hour('7:05')).toBe('07:05');
  });

  it.each(['13:00 PM', '00:30 AM', '10:60 AM', '24:00', '10:30 XM', 'noon', '1030', 'AM 10:00 PM'])('refuses %s', (time) => {
    expect(to24Hour(time)).toBeUndefined();
  });
});

describe('to12Hour and format12Hour', () => {
  it('split a 24-hour time into the picker parts', () => {
    expect(to12Hour('13:30')).toEqual({ hour: 1, minute: 30, meridiem: 'PM' });
    expect(to12Hour('00:10')).toEqual({ hour: 12, minute: 10, meridiem: 'AM' });
    expect(to12Hour('12:00')).toEqual({ hour: 12, minute: 0, meridiem: 'PM' });
  });

  it('format with AM/PM in English and ص/م in Arabic, and round-trip through to24Hour', () => {
    expect(format12Hour('13:30')).toBe('01:30 PM');
    expect(format12Hour('00:05', 'ar')).toBe('12:05 ص');
    for (const time of ['00:00', '00:59', '11:59', '12:00', '12:01', '23:59']) {
      expect(to24Hour(format12Hour(time))).toBe(time);
      expect(to24Hour(format12Hour(time, 'ar'))).toBe(time);
    }
  });
});

describe('toHHMM and fromHHMM', () => {
  it('convert between the editor and the payloads', () => {
    expect(toHHMM('13:30')).toBe('1330');
    expect(toHHMM('9:05')).toBe('0905');
    expect(toHHMM('00:00')).toBe('0000');
    expect(fromHHMM('1330')).toBe('13:30');
    expect(fromHHMM('0900')).toBe('09:00');
    expect(fromHHMM('930')).toBe('09:30');
    expect(fromHHMM(930)).toBe('09:30');
  });

  it('round-trip every minute of the day', () => {
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      expect(fromHHMM(toHHMM(time))).toBe(time);
    }
  });

  it('throw on something that is not a time', () => {
    expect(() => toHHMM('25:00')).toThrow(RangeError);
    expect(() => fromHHMM('1361')).toThrow(RangeError);
  });

  it('count minutes since midnight', () => {
    expect(minutesOfDay('13:30')).toBe(810);
    expect(minutesOfDay('0000')).toBe(0);
  });
});

describe('time picker clamps', () => {
  it('keeps the hour within 1 to 12 and the minute within 0 to 59', () => {
    expect(clampHour(13)).toBe(12);
    expect(clampHour(0)).toBe(1);
    expect(clampHour(7)).toBe(7);
    expect(clampHour(Number.NaN)).toBe(12);
    expect(clampMinute(75)).toBe(59);
    expect(clampMinute(-3)).toBe(0);
    expect(clampMinute(30)).toBe(30);
  });
});
