import { NO_SHOW_WINDOW_MS } from '@mk/contracts';
import { appointmentInstant, hasStarted, isNoShowOpen, tileClock } from './appointment-time';

const AT = Date.parse('2024-05-06T09:00:00.000Z');

describe('appointmentInstant', () => {
  it('reads a date and time without a zone as UTC, whatever the browser zone', () => {
    expect(appointmentInstant('2024-05-06 09:00')).toBe(AT);
    expect(appointmentInstant('2024-05-06T09:00:00')).toBe(AT);
    expect(appointmentInstant('2024-05-06T12:00:00+03:00')).toBe(AT);
    expect(appointmentInstant('2024-05-06T09:00:00.000Z')).toBe(AT);
    expect(appointmentInstant('soon')).toBeNaN();
    expect(appointmentInstant(undefined)).toBeNaN();
  });
});

describe('the no-show window', () => {
  it('opens at the appointment time and closes 48 hours after it', () => {
    expect(isNoShowOpen('2024-05-06 09:00', AT - 1)).toBe(false);
    expect(isNoShowOpen('2024-05-06 09:00', AT)).toBe(true);
    expect(isNoShowOpen('2024-05-06 09:00', AT + NO_SHOW_WINDOW_MS - 1)).toBe(true);
    expect(isNoShowOpen('2024-05-06 09:00', AT + NO_SHOW_WINDOW_MS)).toBe(false);
    expect(isNoShowOpen('not a date', AT)).toBe(false);
  });

  it('ends the chance to cancel at the appointment time', () => {
    expect(hasStarted('2024-05-06 09:00', AT - 1)).toBe(false);
    expect(hasStarted('2024-05-06 09:00', AT)).toBe(true);
  });
});

describe('tileClock', () => {
  it("reads a tile's time of day or date-time as UTC 'HH:MM'", () => {
    expect(tileClock('09:30')).toBe('09:30');
    expect(tileClock('9:05')).toBe('09:05');
    expect(tileClock('0930')).toBe('09:30');
    expect(tileClock('14:00:00')).toBe('14:00');
    expect(tileClock('02:15 PM')).toBe('14:15');
    expect(tileClock('2024-05-06T14:00:00.000Z')).toBe('14:00');
    expect(tileClock('2024-05-06T17:00:00+03:00')).toBe('14:00');
    expect(tileClock('2024-05-06 23:45')).toBe('23:45');
    expect(tileClock('later')).toBeUndefined();
    expect(tileClock('')).toBeUndefined();
  });
});
