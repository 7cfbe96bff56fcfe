import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the test service answers: a place, a 500, or never (until the test ends). */
export type GeocoderServiceMode = 'place' | 'error' | 'hang';

export interface GeocoderTestService {
  url: string;
  mode: GeocoderServiceMode;
  /** The requests received: their URL and User-Agent. */
  requests: { url: URL; userAgent: string | undefined }[];
  close(): Promise<void>;
}

/** The address the test service gives every point (test helper, not used by the server). */
export const SERVICE_ADDRESS = 'King Fahd Road, Al Olaya, Riyadh 12214, Saudi Arabia';

/** A tiny Nominatim-compatible service on a free local port, for tests (real HTTP). */
export async function startGeocoderService(): Promise<GeocoderTestService> {
  const server = http.createServer((request, response) => {
    service.requests.push({ url: new URL(request.url!, 'http://localhost'), userAgent: request.headers['user-agent'] });
    if (service.mode === 'hang') return;
    if (service.mode === 'error') {
      response.writeHead(500, { 'Content-Type': 'text/plain' }).end('internal error');
      return;
    }
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ display_name: SERVICE_ADDRESS, address: { road: 'King Fahd Road', suburb: 'Al Olaya', city: 'Riyadh', country: 'Saudi Arabia' } }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const service: GeocoderTestService = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    mode: 'place',
    requests: [],
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
  return service;
}
