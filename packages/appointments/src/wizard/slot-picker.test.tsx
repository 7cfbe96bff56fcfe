import { screen } from '@testing-library/react';
import type { DaySlot } from '@mk/scheduling';
import { renderAppointmentPage } from '../test/appointment-test-kit';
import { SlotPicker } from './slot-picker';

const SLOT: DaySlot = { from: '09:00', until: '09:29', label: '09:00', type: 'available', date: '2024-05-06', dateTime: '2024-05-06 09:00', startsAt: '2024-05-06T09:00:00.000Z' } as DaySlot;

describe('the slot chips', () => {
  it.each([
    ['en', '09:00 AM – 09:29 AM'],
    ['ar', '09:00 ص – 09:29 ص'],
  ] as const)('read start to end in %s: the range is laid out left to right, as a range of numbers', async (locale, range) => {
    renderAppointmentPage(<SlotPicker slots={[SLOT]} onSelect={() => undefined} />, { locale });
    const shown = await screen.findByText(range);
    // Isolated left to right: in an Arabic line the ص/م would otherwise put the end time at the reading start.
    expect(shown.tagName).toBe('BDI');
    expect(shown).toHaveAttribute('dir', 'ltr');
  });
});
