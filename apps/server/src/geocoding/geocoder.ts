/** What a reverse lookup answers for a point: a one-line address (English, Arabic when known), its city and district. */
export interface Place {
  address: string;
  address_ar?: string;
  city: string;
  district: string;
}

/** Turns coordinates into a place; null when it knows no place there. */
export interface Geocoder {
  reverse(lat: number, lng: number): Promise<Place | null>;
}

/** Where a geocoder tells of a failure it recovered from (Fastify's logger fits). */
export interface WarningLog {
  warn(details: object, message: string): void;
}

/**
 * Asks `primary`; when it fails (throws or rejects) logs a warning and answers `fallback`'s place,
 * so an order read never fails because of the geocoder.
 */
export function withFallback(primary: Geocoder, fallback: Geocoder, log: WarningLog): Geocoder {
  return {
    async reverse(lat, lng) {
      try {
        return await primary.reverse(lat, lng);
      } catch (error) {
        log.warn({ err: error, lat, lng }, 'geocoder failed; answering the offline lookup');
        return fallback.reverse(lat, lng);
      }
    },
  };
}

/** Decimal places kept in the cache key: 3 is about 110 m of latitude. */
const KEY_DECIMALS = 3;

/**
 * Remembers `inner`'s answers per point rounded to about 100 m (the last `maxEntries` points), and
 * shares one call among the lookups of a point that arrive while it is under way. A failed call is
 * not remembered: the next lookup asks again.
 */
export function cached(inner: Geocoder, maxEntries = 5000): Geocoder {
  const entries = new Map<string, Promise<Place | null>>();
  return {
    reverse(lat, lng) {
      const key = `${lat.toFixed(KEY_DECIMALS)},${lng.toFixed(KEY_DECIMALS)}`;
      const known = entries.get(key);
      if (known) {
        // Most recently used last, so the oldest is dropped first.
        entries.delete(key);
        entries.set(key, known);
        return known;
      }
      const answer = inner.reverse(lat, lng);
      entries.set(key, answer);
      answer.catch(() => entries.delete(key));
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return answer;
    },
  };
}
