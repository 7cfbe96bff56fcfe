import { appointmentsModule } from '@mk/appointments';
import { clinicsModule } from '@mk/clinics';
import type { DomainModule } from '@mk/module-kit';
import { patientsModule } from '@mk/patients';
import { physiciansModule } from '@mk/physicians';
import { tagsModule } from '@mk/tags';

/**
 * The domain packages the dashboard mounts. Adding a domain is one line here, e.g.
 *   import { appointmentsModule } from '@mk/appointments';
import { clinicsModule } from '@mk/clinics';  ...  clinicsModule,
 */
export const modules: DomainModule[] = [
  clinicsModule,
  physiciansModule,
  tagsModule,
  appointmentsModule,
  patientsModule,
];
