import { cached, withFallback } from './geocoder';
import { startGeocoderService, SERVICE_ADDRESS, type GeocoderTestService } from './geocoder-test-kit';
import { nominatimGeocoder } from './nominatim-geocoder';
import { offlineGeocoder } from './offline-geocoder';
import { configuredGeocoder } from './order-place';

/* The Nominatim-compatible client against a real local HTTP service. */
let service: GeocoderTestService;
const warnings: string[] = [];
const log = { warn: (_details: object, message: string) => void warnings.push(message) };

beforeEach(async () => {
  service = await startGeocoderService();
  warnings.length = 0;
});
afterEach(() => service.close());

describe('the Nominatim-compatible geocoder', () => {
  it('asks GET {url}/reverse in jsonv2 and English with a User-Agent, and answers the display_name', async () => {
    expect(await nominatimGeocoder(service.url).reverse(24.7136, 46.6753)).toEqual({ address: SERVICE_ADDRESS, city: 'Riyadh', district: 'Al Olaya' });
    const [request] = service.requests;
    expect(request.url.pathname).toBe('/reverse');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({ format: 'jsonv2', lat: '24.7136', lon: '46.6753', 'accept-language': 'en' });
    expect(request.userAgent).toMatch(/^mk-server\//);
  });

  it('falls back to the offline answer, with a warning, when the service answers 500', async () => {
    service.mode = 'error';
    const geocoder = configuredGeocoder(service.url, log);
    expect((await geocoder.reverse(24.7136, 46.6753))?.address).toBe('Al Olaya, Riyadh, Saudi Arabia');
    expect(service.requests).toHaveLength(1);
    expect(warnings).toEqual(['geocoder failed; answering the offline lookup']);
  });

  it('falls back to the offline answer when the service does not answer in time', async () => {
    service.mode = 'hang';
    const geocoder = withFallback(nominatimGeocoder(service.url, 50), offlineGeocoder, log);
    expect((await geocoder.reverse(21.4858, 39.1925))?.address).toBe('Al Balad, Jeddah, Saudi Arabia');
    expect(warnings).toEqual(['geocoder failed; answering the offline lookup']);
    // One try, no second: on a busy machine the 50 ms may pass before the service has even read the
    // request (CI once saw none arrive), so "at most one" is what this case can promise.
    expect(service.requests.length).toBeLessThanOrEqual(1);
  });

  it('makes one call for many orders at about the same point, and asks again after a failure', async () => {
    const geocoder = configuredGeocoder(service.url, log);
    const points = Array.from({ length: 50 }, (_, n) => [24.7136 + (n % 5) * 0.0001, 46.6753] as const);
    const places = await Promise.all(points.map(([lat, lng]) => geocoder.reverse(lat, lng)));
    expect(new Set(places.map((place) => place?.address))).toEqual(new Set([SERVICE_ADDRESS]));
    expect(service.requests).toHaveLength(1);
    // A point a few hundred metres away is another place.
    await geocoder.reverse(24.7166, 46.6753);
    expect(service.requests).toHaveLength(2);

    service.mode = 'error';
    const flaky = cached(nominatimGeocoder(service.url));
    await expect(flaky.reverse(26.42, 50.08)).rejects.toThrow(/500/);
    service.mode = 'place';
    expect((await flaky.reverse(26.42, 50.08))?.address).toBe(SERVICE_ADDRESS);
    expect(service.requests).toHaveLength(4);
  });
});
