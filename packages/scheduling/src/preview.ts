import type { SlotState } from '@mk/contracts';
import type { PeriodCandidate } from './period';
import { normalizePeriod } from './period';
import { generateSlots, uniqueSortedSlots, type Slot } from './slots';

/** A slot of the weekly preview; every preview slot is available. */
export interface PreviewSlot extends Slot {
  label: string;
  type: SlotState;
}

/** '09:00 - 09:29'. */
export const slotLabel = (slot: Slot) => `${slot.from} - ${slot.until}`;

/**
 * The slots each weekday would offer: index 0 is Sunday, 6 Saturday. A day no period covers has
 * an empty list. Two periods on a day that cut the same slot show it once.
 * weeklyPreview([{ days: [0, 2], from: '09:00', until: '10:00' }], 30)[2]
 *   -> [09:00-09:29, 09:30-09:59]; ...[1] -> [].
 */
export function weeklyPreview(periods: readonly PeriodCandidate[], minutes: number): PreviewSlot[][] {
  const week: PreviewSlot[][] = Array.from({ length: 7 }, () => []);
  for (const candidate of periods) {
    const period = normalizePeriod(candidate);
    const slots = generateSlots(period.from, period.until, minutes);
    for (const day of period.days) {
      week[day].push(...slots.map((slot) => ({ ...slot, label: slotLabel(slot), type: 'available' as const })));
    }
  }
  return week.map((slots) => uniqueSortedSlots(slots));
}
