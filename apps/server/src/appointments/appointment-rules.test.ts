import {
  CANCEL_TOO_LATE,
  cancelWindowError,
  feeFor,
  NO_SHOW_TOO_EARLY,
  NO_SHOW_TOO_LATE,
  noShowWindowError,
  offersType,
  parseAppointmentDateTime,
  slotKeyOf,
  tileState,
  transitionError,
  utcDayRange,
  type OfferedServices,
} from './appointment-rules';

const at = (iso: string) => new Date(iso);
const START = at('2031-05-01T09:00:00Z');

describe('the cancel window', () => {
  it('is open strictly before the start', () => {
    expect(cancelWindowError(START, at('2031-05-01T08:59:59.999Z'))).toBeUndefined();
    expect(cancelWindowError(START, START)).toBe(CANCEL_TOO_LATE);
    expect(cancelWindowError(START, at('2031-05-02T09:00:00Z'))).toBe(CANCEL_TOO_LATE);
  });
});

describe('the no-show window', () => {
  it('opens at the start and closes 48 hours later', () => {
    expect(noShowWindowError(START, at('2031-05-01T08:59:59.999Z'))).toBe(NO_SHOW_TOO_EARLY);
    expect(noShowWindowError(START, START)).toBeUndefined();
    expect(noShowWindowError(START, at('2031-05-03T08:59:59.999Z'))).toBeUndefined();
    expect(noShowWindowError(START, at('2031-05-03T09:00:00Z'))).toBe(NO_SHOW_TOO_LATE);
  });
});

describe('status transitions', () => {
  it('confirm from pending or confirmed; cancel and no-show from the open statuses only', () => {
    expect(transitionError('confirm', 'pending')).toBeUndefined();
    expect(transitionError('confirm', 'confirmed')).toBeUndefined();
    expect(transitionError('confirm', 'waiting')).toEqual({ code: 'appointment.status_forbids', message: 'This appointment cannot be confirmed: its status is Waiting' });
    for (const status of ['pending', 'confirmed', 'waiting'] as const) {
      expect(transitionError('cancel', status)).toBeUndefined();
      expect(transitionError('noshow', status)).toBeUndefined();
    }
    for (const status of ['progressing', 'done', 'canceled', 'patient_noshow'] as const) {
      expect(transitionError('cancel', status)?.message).toMatch(/^This appointment cannot be cancelled: its status is /);
      expect(transitionError('noshow', status)?.message).toMatch(/^This appointment cannot be marked as no-show: its status is /);
    }
    expect(transitionError('cancel', 'done')?.message).toBe('This appointment cannot be cancelled: its status is Done');
  });
});

describe('tile states', () => {
  it('are 0 upcoming, 1 completed once the time has come (or done), 2 no-show', () => {
    expect(tileState('confirmed', START, at('2031-05-01T08:59:00Z'))).toBe(0);
    expect(tileState('confirmed', START, START)).toBe(1);
    expect(tileState('done', START, at('2031-04-30T00:00:00Z'))).toBe(1);
    expect(tileState('patient_noshow', START, at('2031-05-02T00:00:00Z'))).toBe(2);
  });
});

describe('offered types and fees', () => {
  const walkinOnly: OfferedServices = {
    walkin_enabled: true,
    audio_enabled: false,
    video_enabled: false,
    text_enabled: false,
    homecare_enabled: false,
    walkin_fees: 150,
    consultation_fees: 120,
    homecare_fees: 300,
  };

  it('maps each appointment type to the physician flag that offers it', () => {
    expect(offersType(walkinOnly, 'walkin')).toBe(true);
    for (const type of ['audio', 'video', 'chat', 'online', 'homecare', 'emergency'] as const) expect(offersType(walkinOnly, type)).toBe(false);
    const chatOnly = { ...walkinOnly, walkin_enabled: false, text_enabled: true };
    expect(offersType(chatOnly, 'chat')).toBe(true);
    expect(offersType(chatOnly, 'online')).toBe(true);
    expect(offersType(chatOnly, 'video')).toBe(false);
    expect(offersType({ ...walkinOnly, homecare_enabled: true }, 'homecare')).toBe(true);
  });

  it('charges walk-in, home care or consultation fees', () => {
    expect(feeFor(walkinOnly, 'walkin')).toBe(150);
    expect(feeFor(walkinOnly, 'homecare')).toBe(300);
    expect(feeFor(walkinOnly, 'video')).toBe(120);
  });
});

describe('times', () => {
  it("reads 'YYYY-MM-DD HH:MM' as UTC and refuses anything else", () => {
    expect(parseAppointmentDateTime('2031-05-01 09:30')?.toISOString()).toBe('2031-05-01T09:30:00.000Z');
    expect(parseAppointmentDateTime(' 2028-02-29 00:00 ')?.toISOString()).toBe('2028-02-29T00:00:00.000Z');
    for (const text of ['2031-02-29 09:00', '2031-05-01 24:00', '2031-05-01 09:60', '2031-05-01T09:30', '2031-5-1 09:30', '']) {
      expect(parseAppointmentDateTime(text)).toBeUndefined();
    }
  });

  it('finds the stored slot of an instant and the UTC range of a day', () => {
    expect(slotKeyOf(at('2031-05-04T17:05:00Z'))).toEqual({ day: 0, from: '1705' });
    expect(utcDayRange('2031-05-04')).toEqual({ start: at('2031-05-04T00:00:00Z'), end: at('2031-05-05T00:00:00Z') });
    expect(utcDayRange('2031-13-01')).toBeUndefined();
  });
});
