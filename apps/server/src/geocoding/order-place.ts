import { cached, withFallback, type Geocoder, type WarningLog } from './geocoder';
import { nominatimGeocoder } from './nominatim-geocoder';
import { offlineGeocoder } from './offline-geocoder';

/** Where an order is, as its views show it: the address (null when none is known) and a map link. */
export interface OrderPlace {
  address: string | null;
  address_ar?: string;
  map_link: string;
}

export interface OrderPlaces {
  of(point: { lat: number; lng: number }): Promise<OrderPlace>;
}

/** The configured geocoder: the Nominatim-compatible service at `url` (cached, offline when it fails), else offline. */
export function configuredGeocoder(url: string | undefined, log: WarningLog): Geocoder {
  return url ? withFallback(cached(nominatimGeocoder(url)), offlineGeocoder, log) : offlineGeocoder;
}

/** MAP_LINK_TEMPLATE with `{lat}` and `{lng}` filled in. */
export const mapLink = (template: string, lat: number, lng: number) => template.replaceAll('{lat}', String(lat)).replaceAll('{lng}', String(lng));

export function orderPlaces(geocoder: Geocoder, mapLinkTemplate: string): OrderPlaces {
  return {
    async of({ lat, lng }) {
      const place = await geocoder.reverse(lat, lng);
      return { address: place?.address ?? null, ...(place?.address_ar && { address_ar: place.address_ar }), map_link: mapLink(mapLinkTemplate, lat, lng) };
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Addresses and map links of orders (buildApp's `geocoder`, by default the configured one). */
    orderPlaces: OrderPlaces;
  }
}
