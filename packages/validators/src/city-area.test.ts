import { CITY_AREAS, CITY_REFUSAL_KM, distanceKm, kmFromCity, outsideCityArea } from './city-area';

describe('city areas', () => {
  it('measures great-circle distances: Riyadh to Jeddah is about 850 km', () => {
    expect(Math.round(distanceKm(CITY_AREAS.RIYADH, CITY_AREAS.JEDDAH))).toBeGreaterThan(830);
    expect(Math.round(distanceKm(CITY_AREAS.RIYADH, CITY_AREAS.JEDDAH))).toBeLessThan(870);
  });

  it('places a Riyadh point in Riyadh and far from Jeddah, typed in Arabic-Indic digits too', () => {
    expect(outsideCityArea('RIYADH', '24.7136', '46.6753')).toBe(false);
    expect(outsideCityArea('JEDDAH', '٢٤٫٧١٣٦'.replace('٫', '.'), '46.6753')).toBe(true);
    expect(kmFromCity('JEDDAH', '24.7136', '46.6753')).toBeGreaterThan(CITY_REFUSAL_KM);
    // Jeddah's airport, north of the city, is still Jeddah.
    expect(outsideCityArea('JEDDAH', '21.6796', '39.1565')).toBe(false);
  });

  it('says nothing until the city and both coordinates are known', () => {
    expect(kmFromCity('', '24.7', '46.6')).toBeUndefined();
    expect(kmFromCity('RIYADH', '', '46.6')).toBeUndefined();
    expect(kmFromCity('RIYADH', 'north', '46.6')).toBeUndefined();
    expect(outsideCityArea('ATLANTIS', '0', '0')).toBe(false);
  });
});
