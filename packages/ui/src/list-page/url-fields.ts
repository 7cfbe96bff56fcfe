import { LIST_PAGE_SIZE } from '@mk/contracts';

/**
 * How one filter travels in the URL. A list page declares one per filter, in the order the URL
 * should show them, so a filtered page can be bookmarked, shared and restored with Back.
 */
export interface UrlField<T> {
  read: (params: URLSearchParams) => T;
  /** Adds the value to the params; an empty value adds nothing. */
  write: (value: T, params: URLSearchParams) => void;
  /** The value as the list endpoint's query parameters; empty values are undefined, so they are not sent. */
  query: (value: T) => Record<string, string | undefined>;
}

export type UrlFields<F> = { [K in keyof F]: UrlField<F[K]> };

/** Free text, trimmed. */
export const textField = (key: string): UrlField<string> => ({
  read: (params) => params.get(key)?.trim() ?? '',
  write: (value, params) => {
    if (value.trim()) params.set(key, value.trim());
  },
  query: (value) => ({ [key]: value.trim() || undefined }),
});

/** One of a fixed set of values; a hand-edited value outside the set is ignored rather than sent. */
export const choiceField = <T extends string>(key: string, allowed: readonly T[]): UrlField<T | undefined> => ({
  read: (params) => {
    const value = params.get(key);
    return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
  },
  write: (value, params) => {
    if (value) params.set(key, value);
  },
  query: (value) => ({ [key]: value }),
});

/** A comma list of numeric ids (`tags=3,7`); anything that is no id is dropped. */
export const idListField = (key: string): UrlField<string[]> => ({
  read: (params) =>
    (params.get(key) ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter((id) => /^\d+$/.test(id)),
  write: (value, params) => {
    if (value.length > 0) params.set(key, value.join(','));
  },
  query: (value) => ({ [key]: value.length > 0 ? value.join(',') : undefined }),
});

/** A chosen record with the name the box shows for it, so a restored box can name it without asking. */
export const optionField = (key: string, labelKey: string): UrlField<{ value: string; label: string } | undefined> => ({
  read: (params) => {
    const value = params.get(key)?.trim();
    return value ? { value, label: params.get(labelKey)?.trim() || value } : undefined;
  },
  write: (option, params) => {
    if (!option) return;
    params.set(key, option.value);
    params.set(labelKey, option.label);
  },
  // The endpoint filters by the id; the name is for the box only.
  query: (option) => ({ [key]: option?.value }),
});

export interface ListState<F> {
  filters: F;
  page: number;
}

/** Reads and writes a list's filters and page; empty filters and page 1 are left out of the URL. */
export interface ListUrl<F> {
  read: (params: URLSearchParams) => ListState<F>;
  write: (filters: F, page: number) => URLSearchParams;
  /** The filters with nothing chosen (what Clear applies). */
  empty: F;
  isFiltered: (filters: F) => boolean;
  /** The list endpoint's query: page, the page size and every filter (undefined when empty). */
  query: (filters: F, page: number) => ListQuery;
}

export type ListQuery = { page: number; limit: number } & Record<string, string | number | undefined>;

/** The page in the URL (`?page=3`); anything else reads as page 1. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export function listUrl<F>(fields: UrlFields<F>): ListUrl<F> {
  const keys = Object.keys(fields) as (keyof F)[];
  const readFilters = (params: URLSearchParams) => Object.fromEntries(keys.map((key) => [key, fields[key].read(params)])) as F;
  const write = (filters: F, page: number) => {
    const params = new URLSearchParams();
    for (const key of keys) fields[key].write(filters[key], params);
    if (page > 1) params.set('page', String(page));
    return params;
  };
  return {
    read: (params) => ({ filters: readFilters(params), page: readPage(params) }),
    write,
    empty: readFilters(new URLSearchParams()),
    isFiltered: (filters) => write(filters, 1).toString() !== '',
    query: (filters, page) => Object.assign({ page, limit: LIST_PAGE_SIZE }, ...keys.map((key) => fields[key].query(filters[key]))),
  };
}

/** A list whose URL carries the page only. */
export const PAGE_ONLY: ListUrl<Record<string, never>> = listUrl<Record<string, never>>({});
