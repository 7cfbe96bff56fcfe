import type { ErMedicine } from '@mk/contracts';

/** Medicines not dispensed yet: only these can be chosen (spec 2 section 3). */
export const selectableIds = (medicines: ErMedicine[]) => medicines.filter((medicine) => !medicine.is_dispensed).map((medicine) => medicine.medicine_id);

/** Select all: every selectable medicine, or none when all of them already are (spec 2 section 5). */
export function toggleAll(selected: string[], selectable: string[]): string[] {
  return selectable.every((id) => selected.includes(id)) ? [] : [...selectable];
}
