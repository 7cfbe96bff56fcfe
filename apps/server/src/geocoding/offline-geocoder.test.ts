import { RIYADH_CENTRE, DEMO_RIYADH_PHARMACIES } from '../seed/demo-pharmacies';
import { nearestPlace, offlineGeocoder } from './offline-geocoder';
import { SAUDI_CITIES } from './saudi-places';

describe('the offline geocoder', () => {
  it('gives the demo patient and pharmacies (central Riyadh) a Riyadh district, in English and Arabic', async () => {
    expect(await offlineGeocoder.reverse(RIYADH_CENTRE.lat, RIYADH_CENTRE.lng)).toEqual({
      address: 'Al Olaya, Riyadh, Saudi Arabia',
      address_ar: 'العليا، الرياض، المملكة العربية السعودية',
      city: 'Riyadh',
      district: 'Al Olaya',
    });
    for (const pharmacy of DEMO_RIYADH_PHARMACIES) expect(nearestPlace(Number(pharmacy.lat), Number(pharmacy.lng))?.city).toBe('Riyadh');
  });

  it('finds the nearest district of each main city', () => {
    const at = (lat: number, lng: number) => nearestPlace(lat, lng)?.address;
    expect(at(24.6648, 46.7305)).toBe('Al Malaz, Riyadh, Saudi Arabia');
    expect(at(21.4858, 39.1925)).toBe('Al Balad, Jeddah, Saudi Arabia');
    expect(at(21.4225, 39.8262)).toBe('Ajyad, Makkah, Saudi Arabia');
    expect(at(24.4672, 39.6112)).toBe('Central Area, Madinah, Saudi Arabia');
    expect(at(26.4207, 50.0888)).toMatch(/, Dammam, /);
    expect(at(26.2794, 50.2083)).toMatch(/, Khobar, /);
    expect(at(21.2703, 40.4158)).toMatch(/, Taif, /);
    expect(at(18.2164, 42.5053)).toMatch(/, Abha, /);
    expect(at(28.3835, 36.5662)).toMatch(/, Tabuk, /);
    expect(at(26.3592, 43.9818)).toMatch(/, Buraidah, /);
  });

  it('refuses points outside Saudi Arabia or far from every city, and non-numbers', () => {
    expect(nearestPlace(51.5074, -0.1278)).toBeNull(); // London
    expect(nearestPlace(30.0444, 31.2357)).toBeNull(); // Cairo
    expect(nearestPlace(25.2048, 55.2708)).toBeNull(); // Dubai, inside the box around the kingdom
    expect(nearestPlace(Number.NaN, 46.7)).toBeNull();
  });

  it('has every district named in English and Arabic inside the kingdom', () => {
    for (const city of SAUDI_CITIES) {
      expect(city.name_ar).toMatch(/^[\u0600-\u06FF ]+$/);
      for (const district of city.districts) {
        expect(district.name_ar).toMatch(/^[\u0600-\u06FF ]+$/);
        expect(nearestPlace(district.lat, district.lng)?.district).toBe(district.name);
      }
    }
  });
});
