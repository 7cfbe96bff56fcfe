import type { City } from '@mk/contracts';
import { toWesternDigits } from './digits';

/** A city's area: its centre and the radius within which a point counts as in the city. */
export interface CityArea {
  lat: number;
  lng: number;
  radiusKm: number;
}

/**
 * The pharmacy cities' areas. Where the server's offline geocoder knows the city's districts
 * (apps/server/src/geocoding/saudi-places.ts), the centre is their mean (Riyadh's 24 districts give
 * 24.713, 46.683); the others are the city centres. The radius covers the city and its edges.
 */
export const CITY_AREAS: Readonly<Record<City, CityArea>> = {
  RIYADH: { lat: 24.713, lng: 46.683, radiusKm: 40 },
  JEDDAH: { lat: 21.578, lng: 39.165, radiusKm: 35 },
  MAKKAH: { lat: 21.394, lng: 39.835, radiusKm: 25 },
  TAIF: { lat: 21.305, lng: 40.425, radiusKm: 25 },
  KHAMIS_MUSHAIT: { lat: 18.306, lng: 42.729, radiusKm: 20 },
  ALBAHA: { lat: 20.013, lng: 41.465, radiusKm: 20 },
  NAJRAN: { lat: 17.565, lng: 44.228, radiusKm: 25 },
};

/** Beyond this distance from its city a pharmacy's point is refused: it would receive another city's orders. */
export const CITY_REFUSAL_KM = 100;

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance in km: Riyadh's centre to Jeddah's is about 850. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * How far a point (typed coordinates, Arabic-Indic digits too) lies from the city's centre, in
 * whole km; undefined when the city is unknown or a coordinate is not a number.
 */
export function kmFromCity(city: unknown, lat: unknown, lng: unknown): number | undefined {
  const area = typeof city === 'string' ? CITY_AREAS[city as City] : undefined;
  const point = { lat: Number(toWesternDigits(String(lat ?? '')).trim()), lng: Number(toWesternDigits(String(lng ?? '')).trim()) };
  if (!area || String(lat ?? '').trim() === '' || String(lng ?? '').trim() === '' || !Number.isFinite(point.lat) || !Number.isFinite(point.lng)) return undefined;
  return Math.round(distanceKm(area, point));
}

/** True when the point lies outside the city's area (the form warns; the server refuses past CITY_REFUSAL_KM). */
export function outsideCityArea(city: unknown, lat: unknown, lng: unknown): boolean {
  const km = kmFromCity(city, lat, lng);
  return km !== undefined && km > CITY_AREAS[city as City].radiusKm;
}
