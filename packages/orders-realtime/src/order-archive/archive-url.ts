import { ORDER_HISTORY_STATES, type OrderHistoryState } from '@mk/contracts';
import type { OrderHistoryArgs } from '@mk/api';
import { choiceField, listUrl, textField, type UrlField } from '@mk/ui';
import { isCalendarDate } from '@mk/validators';

/** The Order history's filter box (issue 30). Days are 'yyyy-MM-dd' on the Riyadh calendar, '' for none. */
export interface ArchiveFilters {
  from: string;
  until: string;
  state: OrderHistoryState | undefined;
  search: string;
  pharmacy_id: string | undefined;
}

/** A day in the URL; a hand-edited value that is no calendar day is ignored rather than sent. */
const dayField = (key: string): UrlField<string> => {
  const text = textField(key);
  return { ...text, read: (params) => (isCalendarDate(text.read(params)) ? text.read(params) : '') };
};

/** A chosen record's id (a pharmacy); the server says whether the user may read it. */
const idField = (key: string): UrlField<string | undefined> => ({
  read: (params) => params.get(key)?.trim() || undefined,
  write: (value, params) => {
    if (value) params.set(key, value);
  },
  query: (value) => ({ [key]: value || undefined }),
});

/** `?from=2024-05-01&until=2024-05-31&state=DELIVERED&search=0500&pharmacy_id=…&page=2`. */
export const archiveUrl = listUrl<ArchiveFilters>({
  from: dayField('from'),
  until: dayField('until'),
  state: choiceField('state', ORDER_HISTORY_STATES),
  search: textField('search'),
  pharmacy_id: idField('pharmacy_id'),
});

export const archiveQuery = (filters: ArchiveFilters, page: number) => archiveUrl.query(filters, page) as OrderHistoryArgs;
