import { DEFAULT_OPTIONS, DEMO_HOME, DEMO_IMAGE_URL, firstOffer, orderBody, parseOptions } from './steps';

describe('parseOptions', () => {
  it('defaults to the local server and the demo patient', () => {
    expect(parseOptions([])).toEqual(DEFAULT_OPTIONS);
    expect(DEFAULT_OPTIONS).toMatchObject({ url: 'http://localhost:3000', phone: '0500000001' });
  });

  it('takes flags over the environment, and a bare URL', () => {
    const env = { SIMULATE_URL: 'http://server:8080', SIMULATE_EVERY: '5', SIMULATE_WAIT: '20' };
    expect(parseOptions([], env)).toMatchObject({ url: 'http://server:8080', everySeconds: 5, waitSeconds: 20 });
    expect(parseOptions(['--', 'http://127.0.0.1:3999/', '--every=2.5', '--once'], env)).toMatchObject({
      url: 'http://127.0.0.1:3999',
      everySeconds: 2.5,
      waitSeconds: 20,
      once: true,
    });
  });

  it('refuses what it cannot use, saying which', () => {
    expect(() => parseOptions(['--every=0'])).toThrow('--every must be a number of seconds above 0, got "0"');
    expect(() => parseOptions(['--wait=soon'])).toThrow(/--wait/);
    expect(() => parseOptions(['--url=localhost:3000'])).toThrow(/--url must be an http\(s\) address/);
    expect(() => parseOptions(['--fast'])).toThrow(/unknown argument "--fast"/);
  });
});

describe('orderBody', () => {
  const middle = () => 0.5;

  it('orders the prescriptions in turn, every third order a photo, all near the demo home', () => {
    const bodies = Array.from({ length: 7 }, (_, n) => orderBody(n, ['p1', 'p2'], middle));
    expect(bodies.map((body) => (body.product_type === 'PRESCRIPTION' ? body.product_id : 'photo'))).toEqual(['p1', 'p2', 'photo', 'p1', 'p2', 'photo', 'p1']);
    expect(bodies[2]).toEqual({ product_type: 'ATTACHMENT', image_url: DEMO_IMAGE_URL, ...DEMO_HOME });
  });

  it('sends a photo when the patient has no prescription', () => {
    expect(orderBody(0, [], middle).product_type).toBe('ATTACHMENT');
  });

  it('stays within about 300 m of home', () => {
    for (const edge of [0, 0.999999]) {
      const body = orderBody(0, ['p1'], () => edge);
      expect(Math.abs(body.lat - DEMO_HOME.lat)).toBeLessThanOrEqual(0.003 + 1e-9);
      expect(Math.abs(body.lng - DEMO_HOME.lng)).toBeLessThanOrEqual(0.003 + 1e-9);
    }
  });
});

describe('firstOffer', () => {
  it('picks the earliest live offer', () => {
    const offers = [
      { sys_id: 'late', status: 'live' as const, createdAt: '2026-11-24T10:00:30.000Z' },
      { sys_id: 'declined', status: 'declined' as const, createdAt: '2026-11-24T10:00:00.000Z' },
      { sys_id: 'early', status: 'live' as const, createdAt: '2026-11-24T10:00:10.000Z' },
    ];
    expect(firstOffer(offers)).toBe('early');
  });

  it('gives nothing while no offer is live', () => {
    expect(firstOffer([])).toBeUndefined();
    expect(firstOffer([{ sys_id: 'lost', status: 'lost', createdAt: '2026-11-24T10:00:00.000Z' }])).toBeUndefined();
  });
});
