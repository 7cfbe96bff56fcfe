import type { appointmentsApi } from './appointments';
import type { centersApi } from './centers';
import type { clinicsApi } from './clinics';
import type { emergencyCallsApi } from './emergency-calls';
import type { erPrescriptionsApi } from './er-prescriptions';
import type { notificationsApi } from './notifications';
import type { ordersApi } from './orders';
import type { patientsApi } from './patients';
import type { pdfApi } from './pdf';
import type { pharmaciesApi } from './pharmacies';
import type { proceduresApi } from './procedures';
import type { physiciansApi } from './physicians';
import type { servicesApi } from './services';
import type { sessionApi } from './session';
import type { tagsApi } from './tags';
import type { packagesApi } from './packages';
import type { qrCodesApi } from './qr-codes';
import type { usersApi } from './users';
import type { facilityStatusApi } from './facility-status';
import type { twoFactorApi } from './two-factor';
import type { historyApi } from './history';
import type { listExportApi } from './list-export';
import type { homeApi } from './home';
import type { calendarApi } from './calendar';

/**
 * The endpoints a domain package injects itself (ARCHITECTURE.md, "Adding a domain"): the package
 * adds their names by declaration merging, `interface DomainEndpointNames extends Record<name, true> {}`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface DomainEndpointNames {}

/** Every endpoint's name (test kits key their fakes by it): this package's, and the domains' own. */
export type ApiEndpointName =
  | keyof (typeof sessionApi)['endpoints']
  | keyof (typeof clinicsApi)['endpoints']
  | keyof (typeof tagsApi)['endpoints']
  | keyof (typeof physiciansApi)['endpoints']
  | keyof (typeof patientsApi)['endpoints']
  | keyof (typeof appointmentsApi)['endpoints']
  | keyof (typeof pharmaciesApi)['endpoints']
  | keyof (typeof ordersApi)['endpoints']
  | keyof (typeof pdfApi)['endpoints']
  | keyof (typeof erPrescriptionsApi)['endpoints']
  | keyof (typeof emergencyCallsApi)['endpoints']
  | keyof (typeof notificationsApi)['endpoints']
  | keyof (typeof centersApi)['endpoints']
  | keyof (typeof servicesApi)['endpoints']
  | keyof (typeof proceduresApi)['endpoints']
  | keyof (typeof packagesApi)['endpoints']
  | keyof (typeof qrCodesApi)['endpoints']
  | keyof (typeof usersApi)['endpoints']
  | keyof (typeof facilityStatusApi)['endpoints']
  | keyof (typeof twoFactorApi)['endpoints']
  | keyof (typeof historyApi)['endpoints']
  | keyof (typeof listExportApi)['endpoints']
  | keyof (typeof homeApi)['endpoints']
  | keyof (typeof calendarApi)['endpoints']
  | keyof DomainEndpointNames;
