import type { Geocoder, Place } from './geocoder';

/** How long a lookup may take before the offline answer is used instead. */
export const GEOCODER_TIMEOUT_MS = 2500;
const USER_AGENT = 'mk-server/1.0 (order addresses)';

interface NominatimReverse {
  display_name?: string;
  error?: string;
  address?: Record<string, string | undefined>;
}

const firstOf = (address: Record<string, string | undefined>, keys: string[]) => keys.map((key) => address[key]).find((value) => value) ?? '';

/**
 * A Nominatim-compatible reverse geocoder at `baseUrl` (GET `{baseUrl}/reverse?format=jsonv2`):
 * the address is the result's `display_name`. Throws when the service does not answer in time,
 * answers an error status or no place, so `withFallback` can answer offline.
 */
export function nominatimGeocoder(baseUrl: string, timeoutMs = GEOCODER_TIMEOUT_MS): Geocoder {
  const root = baseUrl.replace(/\/+$/, '');
  return {
    async reverse(lat, lng): Promise<Place> {
      const query = new URLSearchParams({ format: 'jsonv2', lat: String(lat), lon: String(lng), 'accept-language': 'en' });
      const response = await fetch(`${root}/reverse?${query}`, {
        headers: { 'User-Agent': USER_AGENT, Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
      const body = (await response.json()) as NominatimReverse;
      if (typeof body.display_name !== 'string' || !body.display_name) throw new Error(`geocoder found no place: ${body.error ?? 'no display_name'}`);
      const address = body.address ?? {};
      return {
        address: body.display_name,
        city: firstOf(address, ['city', 'town', 'village', 'county', 'state']),
        district: firstOf(address, ['suburb', 'neighbourhood', 'quarter', 'city_district']),
      };
    },
  };
}
