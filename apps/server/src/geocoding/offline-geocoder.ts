import type { Geocoder, Place } from './geocoder';
import { SAUDI_CITIES, type City, type District } from './saudi-places';

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const h = Math.sin(radians(b.lat - a.lat) / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** Saudi Arabia's extent (a box around it; the distance rule below trims its neighbours' corners). */
const KINGDOM = { minLat: 16.3, maxLat: 32.2, minLng: 34.5, maxLng: 55.7 };
/** A point farther than this from every known district is not taken for a Saudi address. */
export const MAX_DISTANCE_KM = 300;

/** "Al Olaya, Riyadh, Saudi Arabia" and its Arabic. */
function placeOf(city: City, district: District): Place {
  return {
    address: `${district.name}, ${city.name}, Saudi Arabia`,
    address_ar: `${district.name_ar}، ${city.name_ar}، المملكة العربية السعودية`,
    city: city.name,
    district: district.name,
  };
}

/**
 * The nearest district of the main Saudi cities (data bundled with the server, saudi-places.ts);
 * null for a point outside Saudi Arabia or far from every city.
 */
export function nearestPlace(lat: number, lng: number): Place | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (lat < KINGDOM.minLat || lat > KINGDOM.maxLat || lng < KINGDOM.minLng || lng > KINGDOM.maxLng) return null;
  let best: { city: City; district: District; km: number } | null = null;
  for (const city of SAUDI_CITIES) {
    for (const district of city.districts) {
      const km = distanceKm({ lat, lng }, district);
      if (!best || km < best.km) best = { city, district, km };
    }
  }
  return best && best.km <= MAX_DISTANCE_KM ? placeOf(best.city, best.district) : null;
}

/** The geocoder used when no GEOCODER_URL is configured, and the fallback when the configured one fails. */
export const offlineGeocoder: Geocoder = {
  reverse: async (lat, lng) => nearestPlace(lat, lng),
};
