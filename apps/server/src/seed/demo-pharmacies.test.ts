import { pharmacySchema } from '@mk/validators';
import { DEMO_PHARMACIES } from './demo-data';
import { DEMO_RIYADH_PHARMACIES, RIYADH_CENTRE } from './demo-pharmacies';

/** Great-circle distance in kilometres. */
function kilometres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe('the demo pharmacies', () => {
  it('put at least two of the pharmacy PIC’s pharmacies within 3 km of the centre of Riyadh, first in the PIC’s list by name', () => {
    expect(DEMO_RIYADH_PHARMACIES.length).toBeGreaterThanOrEqual(2);
    for (const pharmacy of DEMO_RIYADH_PHARMACIES) {
      expect(pharmacy).toMatchObject({ owner: 'pharmacy', city: 'RIYADH' });
      expect(kilometres(RIYADH_CENTRE, { lat: Number(pharmacy.lat), lng: Number(pharmacy.lng) })).toBeLessThan(3);
    }
    const names = [...DEMO_RIYADH_PHARMACIES, ...DEMO_PHARMACIES].filter((p) => p.owner === 'pharmacy').map((p) => p.name);
    expect(DEMO_RIYADH_PHARMACIES.map((p) => p.name)).toContain([...names].sort()[0]);
  });

  it('each pass the register rules, so their update form saves as they are', async () => {
    for (const { owner: _owner, ...pharmacy } of [...DEMO_RIYADH_PHARMACIES, ...DEMO_PHARMACIES]) {
      const input = Object.fromEntries(Object.entries(pharmacy).filter(([, value]) => value !== null && value !== undefined));
      await expect(pharmacySchema.validate(input)).resolves.toBeDefined();
    }
  });
});
