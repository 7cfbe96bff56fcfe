import type { PackageListQuery } from '@mk/contracts';
import { idListField, listUrl, textField, type DateRange, type UrlField } from '@mk/ui';

/** ADMIN's owner filter: one clinic or one center (picking one clears the other, spec 3 section 2). */
export interface OwnerFilter {
  kind: 'clinic' | 'center';
  value: string;
  label: string;
}

/** The filter box's values; `dates` and `owner` are undefined when nothing is chosen. */
export interface PackageFilters {
  title: string;
  dates?: DateRange;
  /** Tag ids. */
  tags: string[];
  owner?: OwnerFilter;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `?from=2025-01-01&to=2025-06-30`: either end may be open. */
const datesField: UrlField<DateRange | undefined> = {
  read: (params) => {
    const [from, until] = [params.get('from'), params.get('to')].map((day) => (day && ISO_DAY.test(day) ? day : undefined));
    return from || until ? { from, until } : undefined;
  },
  write: (range, params) => {
    if (range?.from) params.set('from', range.from);
    if (range?.until) params.set('to', range.until);
  },
  query: (range) => ({ from: range?.from, to: range?.until }),
};

/** `?clinic=id&clinicName=Noor` or `?center=id&centerName=Olaya`; the name only labels the restored box. */
const ownerField: UrlField<OwnerFilter | undefined> = {
  read: (params) => {
    for (const kind of ['clinic', 'center'] as const) {
      const value = params.get(kind)?.trim();
      if (value) return { kind, value, label: params.get(`${kind}Name`)?.trim() || value };
    }
    return undefined;
  },
  write: (owner, params) => {
    if (!owner) return;
    params.set(owner.kind, owner.value);
    params.set(`${owner.kind}Name`, owner.label);
  },
  query: (owner) => ({ clinicId: owner?.kind === 'clinic' ? owner.value : undefined, centerId: owner?.kind === 'center' ? owner.value : undefined }),
};

/** `?title=scan&from=…&to=…&tags=3,7&clinic=…&clinicName=…&page=2`, in that order. */
export const packageListUrl = listUrl<PackageFilters>({
  title: textField('title'),
  dates: datesField,
  tags: idListField('tags'),
  owner: ownerField,
});

/** The list endpoint's query: page, limit and the filters, empty ones left out; only ADMIN filters by owner. */
export function packageListQuery(filters: PackageFilters, page: number, admin: boolean): PackageListQuery {
  const query = packageListUrl.query(admin ? filters : { ...filters, owner: undefined }, page) as PackageListQuery;
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as PackageListQuery;
}
