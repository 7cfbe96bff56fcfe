import { SLOT_MINUTES, generateSlots, physicianSlotMinutes } from './index';

describe('generateSlots', () => {
  it('cuts 09:00 to 10:00 by 30 into 09:00-09:29 and 09:30-09:59', () => {
    expect(generateSlots('09:00', '10:00', 30)).toEqual([
      { from: '09:00', until: '09:29' },
      { from: '09:30', until: '09:59' },
    ]);
  });

  it('ends each slot one minute before the next starts', () => {
    const slots = generateSlots('08:00', '12:00', 45);
    for (let i = 1; i < slots.length; i += 1) {
      const [h, m] = slots[i - 1].until.split(':').map(Number);
      const [nh, nm] = slots[i].from.split(':').map(Number);
      expect(nh * 60 + nm - (h * 60 + m)).toBe(1);
    }
  });

  it('keeps only whole slots that fit before until', () => {
    expect(generateSlots('09:00', '10:15', 30).map((slot) => slot.from)).toEqual(['09:00', '09:30']);
    expect(generateSlots('09:05', '12:00', 60)).toEqual([
      { from: '09:05', until: '10:04' },
      { from: '10:05', until: '11:04' },
    ]);
    expect(generateSlots('09:00', '09:20', 30)).toEqual([]);
  });

  it('fills a period that ends on the hour exactly', () => {
    expect(generateSlots('09:00', '12:00', 60)).toEqual([
      { from: '09:00', until: '09:59' },
      { from: '10:00', until: '10:59' },
      { from: '11:00', until: '11:59' },
    ]);
  });

  it('treats 23:59 as the end of the day', () => {
    expect(generateSlots('22:00', '23:59', 60)).toEqual([
      { from: '22:00', until: '22:59' },
      { from: '23:00', until: '23:59' },
    ]);
    expect(generateSlots('23:30', '23:59', 30)).toEqual([{ from: '23:30', until: '23:59' }]);
  });

  it('starts at midnight and at noon correctly', () => {
    expect(generateSlots('00:00', '01:00', 30)[0]).toEqual({ from: '00:00', until: '00:29' });
    expect(generateSlots('12:00', '13:00', 20)).toEqual([
      { from: '12:00', until: '12:19' },
      { from: '12:20', until: '12:39' },
      { from: '12:40', until: '12:59' },
    ]);
  });

  it('accepts HHMM times as the payloads carry them', () => {
    expect(generateSlots('0900', '1000', 60)).toEqual([{ from: '09:00', until: '09:59' }]);
  });

  it('gives nothing for a reversed period or a slot length that is not a positive whole number', () => {
    expect(generateSlots('10:00', '09:00', 30)).toEqual([]);
    expect(generateSlots('09:00', '10:00', 0)).toEqual([]);
    expect(generateSlots('09:00', '10:00', -30)).toEqual([]);
    expect(generateSlots('09:00', '10:00', 12.5)).toEqual([]);
  });
});

describe('slot lengths', () => {
  it('are 60 minutes for centers and 30 for packages', () => {
    expect(SLOT_MINUTES).toEqual({ center: 60, package: 30 });
  });

  it('use the physician consultation duration capped at 60', () => {
    expect(physicianSlotMinutes(20)).toBe(20);
    expect(physicianSlotMinutes(60)).toBe(60);
    expect(physicianSlotMinutes(90)).toBe(60);
    expect(physicianSlotMinutes('45')).toBe(45);
    expect(physicianSlotMinutes(17.8)).toBe(17);
  });

  it('fall back to 60 for a missing or zero duration', () => {
    expect(physicianSlotMinutes(undefined)).toBe(60);
    expect(physicianSlotMinutes(0)).toBe(60);
    expect(physicianSlotMinutes(-15)).toBe(60);
    expect(physicianSlotMinutes('abc')).toBe(60);
    expect(physicianSlotMinutes(null)).toBe(60);
  });
});
