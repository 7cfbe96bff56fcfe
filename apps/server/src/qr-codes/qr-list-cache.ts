import { LIST_CACHE_MS } from '@mk/contracts';
import type { Clock } from '../appointments/clock';

/** Spec 3 section 9: the QR code list is cached 2 minutes per page and limit. */
export const QR_LIST_TTL_MS = LIST_CACHE_MS;

/** Pages kept at most; past it the oldest goes (page numbers are the caller's, so the keys are unbounded). */
export const QR_LIST_MAX_ENTRIES = 500;

/**
 * The QR code list pages of one server process, by caller scope, page and limit, each kept for
 * QR_LIST_TTL_MS by the app's clock. Adding or billing a code in this process drops them all, so
 * its own writes show at once; another process's writes show when the pages expire.
 */
export class QrListCache<T> {
  private readonly pages = new Map<string, { value: T; expires: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs = QR_LIST_TTL_MS,
    private readonly maxEntries = QR_LIST_MAX_ENTRIES,
  ) {}

  static key(scope: string | undefined, page: number, limit: number): string {
    return `${scope ?? 'all'}|${page}|${limit}`;
  }

  get(key: string): T | undefined {
    const entry = this.pages.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.clock().getTime()) {
      this.pages.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: T): void {
    this.pages.delete(key);
    if (this.pages.size >= this.maxEntries) this.pages.delete(this.pages.keys().next().value!);
    this.pages.set(key, { value, expires: this.clock().getTime() + this.ttlMs });
  }

  /** Reads through: the cached page, else `load`'s, kept. */
  async through(key: string, load: () => Promise<T>): Promise<T> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const value = await load();
    this.set(key, value);
    return value;
  }

  clear(): void {
    this.pages.clear();
  }
}
