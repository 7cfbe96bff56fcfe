import { PAGER_MAX_PAGES } from '@mk/contracts';

/** Number of pages for a count: pageCount(21, 10) === 3; at least 1 once there is a record. */
export function pageCount(count: number, pageSize: number): number {
  if (count <= 0 || pageSize <= 0) return 0;
  return Math.ceil(count / pageSize);
}

/**
 * The page numbers the pager shows: at most `max` (5), centred on the current page where it can be.
 * pagerPages(1, 20) -> [1..5]; pagerPages(10, 20) -> [8..12]; pagerPages(20, 20) -> [16..20];
 * pagerPages(2, 3) -> [1, 2, 3].
 */
export function pagerPages(current: number, total: number, max: number = PAGER_MAX_PAGES): number[] {
  if (total <= 0) return [];
  const shown = Math.min(max, total);
  const page = Math.min(Math.max(1, current), total);
  const start = Math.min(Math.max(1, page - Math.floor(shown / 2)), total - shown + 1);
  return Array.from({ length: shown }, (_, index) => start + index);
}
