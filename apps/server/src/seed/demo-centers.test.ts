import { CENTER_TYPES, CITIES } from '@mk/contracts';
import { validatePeriod } from '@mk/scheduling';
import { centerUpdateSchema, procedureSchema, serviceSchema } from '@mk/validators';
import { ALL_DEMO_CENTERS, demoCenterTimetable } from './demo-centers';
import { DEMO_CRITERIA, DEMO_PROCEDURES } from './demo-procedures';
import { demoServicesFor } from './demo-services';

describe('the demo centers', () => {
  it('are about 15, of every type, in every city, the center PIC owning its lab and two more', () => {
    expect(ALL_DEMO_CENTERS).toHaveLength(15);
    expect(new Set(ALL_DEMO_CENTERS.map((center) => center.center_type))).toEqual(new Set(CENTER_TYPES));
    expect(new Set(ALL_DEMO_CENTERS.map((center) => center.city))).toEqual(new Set(CITIES));
    const own = ALL_DEMO_CENTERS.filter((center) => center.owner === 'center');
    expect(own.map((center) => center.center_name)).toEqual(['Precision Diagnostics Lab', 'Red Sea Imaging Center', 'Riyadh Care Diagnostics']);
    expect(new Set(ALL_DEMO_CENTERS.map((center) => center.SCFHS_license_number)).size).toBe(15);
  });

  it('each pass the center rules, so their update form saves as they are', async () => {
    for (const { owner: _owner, ...center } of ALL_DEMO_CENTERS) {
      const input = Object.fromEntries(Object.entries(center).filter(([, value]) => value !== null && value !== undefined));
      await expect(centerUpdateSchema.validate(input)).resolves.toBeDefined();
    }
  });

  it('have timetables whose periods the editor accepts, and 5 to 20 valid services each with home care only where offered', async () => {
    for (const [index, center] of ALL_DEMO_CENTERS.entries()) {
      const periods = demoCenterTimetable(index);
      periods.forEach((period, at) => expect(validatePeriod(period, periods.slice(0, at))).toBeUndefined());
      const services = demoServicesFor(index, center.center_type, center.homecare_enabled ?? false);
      expect(services.length).toBeGreaterThanOrEqual(5);
      expect(services.length).toBeLessThanOrEqual(20);
      expect(services.some((service) => service.type === 'HOMECARE')).toBe(center.homecare_enabled ?? false);
      if (center.center_type === 'LAB') expect(services.every((service) => service.type !== 'RADIOLOGY')).toBe(true);
      if (center.center_type === 'RADIOLOGY') expect(services.every((service) => service.type !== 'LAB')).toBe(true);
      for (const service of services) await expect(serviceSchema.validate(service)).resolves.toEqual(service);
    }
  });

  it('list procedures whose criteria exist', async () => {
    for (const procedure of DEMO_PROCEDURES) {
      expect(procedure.criteria.every((index) => DEMO_CRITERIA[index] !== undefined)).toBe(true);
      await expect(procedureSchema.validate({ ...procedure, criteria: procedure.criteria.map(String) })).resolves.toBeDefined();
    }
  });
});
