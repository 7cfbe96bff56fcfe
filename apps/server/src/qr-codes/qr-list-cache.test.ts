import { QR_LIST_TTL_MS, QrListCache } from './qr-list-cache';

function clockAt(start: string) {
  let now = new Date(start).getTime();
  return { clock: () => new Date(now), advance: (ms: number) => (now += ms) };
}

describe('QrListCache', () => {
  it('keeps a page for two minutes by the clock, then loads it again', async () => {
    const time = clockAt('2026-11-24T10:00:00Z');
    const cache = new QrListCache<string>(time.clock);
    let loads = 0;
    const load = async () => `page ${++loads}`;
    const key = QrListCache.key('pic-1', 1, 10);
    expect(await cache.through(key, load)).toBe('page 1');
    time.advance(QR_LIST_TTL_MS - 1);
    expect(await cache.through(key, load)).toBe('page 1');
    time.advance(1);
    expect(await cache.through(key, load)).toBe('page 2');
  });

  it('keeps scopes, pages and limits apart, and forgets everything on clear', async () => {
    const cache = new QrListCache<string>(clockAt('2026-11-24T10:00:00Z').clock);
    cache.set(QrListCache.key('pic-1', 1, 10), 'a');
    cache.set(QrListCache.key(undefined, 1, 10), 'b');
    expect(cache.get(QrListCache.key('pic-2', 1, 10))).toBeUndefined();
    expect(cache.get(QrListCache.key('pic-1', 2, 10))).toBeUndefined();
    expect(cache.get(QrListCache.key('pic-1', 1, 30))).toBeUndefined();
    expect(cache.get(QrListCache.key(undefined, 1, 10))).toBe('b');
    cache.clear();
    expect(cache.get(QrListCache.key('pic-1', 1, 10))).toBeUndefined();
  });

  it('holds at most its limit of pages, dropping the oldest', () => {
    const cache = new QrListCache<number>(clockAt('2026-11-24T10:00:00Z').clock, QR_LIST_TTL_MS, 3);
    for (const page of [1, 2, 3, 4]) cache.set(QrListCache.key('pic', page, 10), page);
    expect([1, 2, 3, 4].map((page) => cache.get(QrListCache.key('pic', page, 10)))).toEqual([undefined, 2, 3, 4]);
  });
});
