import { appointmentsModule } from '@mk/appointments';
import { clinicsModule } from '@mk/clinics';
import type { DomainModule } from '@mk/module-kit';
import { ordersModule } from '@mk/orders-realtime';
import { patientsModule } from '@mk/patients';
import { pharmaciesModule } from '@mk/pharmacies';
import { physiciansModule } from '@mk/physicians';
import { tagsModule } from '@mk/tags';

/**
 * The domain packages the dashboard mounts, in this order. Adding a domain is its import above
 * plus one entry below (its routes, sidebar entries and messages come from its module).
 */
export const modules: DomainModule[] = [
  clinicsModule,
  physiciansModule,
  tagsModule,
  appointmentsModule,
  patientsModule,
  pharmaciesModule,
  ordersModule,
];
