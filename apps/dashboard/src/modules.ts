import { appointmentsModule } from '@mk/appointments';
import { calendarModule } from '@mk/calendar';
import { centersModule } from '@mk/centers';
import { clinicsModule } from '@mk/clinics';
import { emergencyCallsModule } from '@mk/emergency-calls';
import { homeModule } from '@mk/home';
import type { DomainModule } from '@mk/module-kit';
import { notificationsModule } from '@mk/notifications';
import { ordersModule } from '@mk/orders-realtime';
import { patientsModule } from '@mk/patients';
import { pharmaciesModule } from '@mk/pharmacies';
import { packagesModule } from '@mk/packages';
import { physiciansModule } from '@mk/physicians';
import { erPrescriptionsModule } from '@mk/prescriptions';
import { proceduresModule } from '@mk/procedures';
import { promoCodesModule } from '@mk/promo-codes';
import { qrCodesModule } from '@mk/qr-codes';
import { servicesModule } from '@mk/services';
import { tagsModule } from '@mk/tags';
import { trashModule } from '@mk/trash';
import { usersModule } from '@mk/users';

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
  erPrescriptionsModule,
  emergencyCallsModule,
  notificationsModule,
  centersModule,
  servicesModule,
  proceduresModule,
  packagesModule,
  qrCodesModule,
  promoCodesModule,
  usersModule,
  calendarModule,
  trashModule,
  homeModule,
];
