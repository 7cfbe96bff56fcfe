import { administratorsRoutes } from './administrators/routes';
import { appointmentsRoutes } from './appointments/routes';
import { calendarAccess, calendarRoutes } from './calendar/routes';
import { auditRoutes } from './audit/routes';
import { loginRoutes } from './auth/login.routes';
import { centersRoutes } from './centers/routes';
import { insertDemoHolidays } from './calendar/demo-holidays';
import { clinicsRoutes } from './clinics/routes';
import { dashboardDomain } from './dashboard/routes';
import { emergencyRoutes } from './emergency/routes';
import { facilityStatusRoutes } from './facility-status/routes';
import { healthAccess, healthRoutes } from './health/routes';
import type { ServerDomain } from './kit/server-domain';
import { mediaRoutes } from './media/routes';
import { medicalServicesRoutes } from './medical-services/routes';
import { monitoringRoutes } from './monitoring/routes';
import { notificationsRoutes } from './notifications/routes';
import { ordersAccess, ordersRoutes } from './orders/routes';
import { packagesRoutes } from './packages/routes';
import { patientAppRoutes } from './patient-app/routes';
import { patientsRoutes } from './patients/routes';
import { pdfRoutes } from './pdf/routes';
import { pharmaciesRoutes } from './pharmacies/routes';
import { physiciansRoutes } from './physicians/routes';
import { prescriptionsRoutes } from './prescriptions/routes';
import { proceduresRoutes } from './procedures/routes';
import { insertDemoPromoCodes } from './promo-codes/demo-promo-codes';
import { promoCodesAccess, promoCodesRoutes } from './promo-codes/routes';
import { qrCodesRoutes } from './qr-codes/routes';
import { schedulesRoutes } from './schedules/routes';
import { tagsRoutes } from './tags/routes';
import { trashAccess, trashRoutes } from './trash/routes';

/**
 * The server's one list of domains: the app mounts each one's routes, the demo seed writes each
 * one's rows, in this order, and the access test reads each one's public and ADMIN-only routes. A
 * new domain adds its entry here; its tables are found in its folder (`<domain>.tables.ts`, by
 * drizzle.config.ts's glob). See ARCHITECTURE.md, "Adding a domain".
 */
export const SERVER_DOMAINS: ServerDomain[] = [
  // Issue 29: the Home. First, since its `home_changed` hook must see the writes of every domain after it.
  { routes: dashboardDomain },
  { routes: loginRoutes },
  { routes: administratorsRoutes },
  { routes: clinicsRoutes },
  { routes: tagsRoutes },
  { routes: physiciansRoutes },
  { routes: schedulesRoutes },
  // Issue 30: exceptions to the weekly schedules, and the marketplace's holidays.
  { routes: calendarRoutes, seedDemo: ({ tx, userId, now }) => insertDemoHolidays(tx, userId('admin'), now), accessDecisions: calendarAccess },
  { routes: patientsRoutes },
  { routes: appointmentsRoutes },
  { routes: monitoringRoutes },
  { routes: pharmaciesRoutes },
  { routes: facilityStatusRoutes },
  { routes: ordersRoutes, accessDecisions: ordersAccess },
  { routes: prescriptionsRoutes },
  { routes: pdfRoutes },
  { routes: emergencyRoutes },
  { routes: notificationsRoutes },
  { routes: patientAppRoutes },
  { routes: centersRoutes },
  { routes: medicalServicesRoutes },
  { routes: proceduresRoutes },
  { routes: packagesRoutes },
  { routes: qrCodesRoutes },
  { routes: auditRoutes },
  { routes: mediaRoutes },
  {
    routes: promoCodesRoutes,
    seedDemo: ({ tx, userId, now }) => insertDemoPromoCodes(tx, userId('admin'), now),
    accessDecisions: promoCodesAccess,
  },
  // Issue 29: removed clinics, physicians, centers, services and packages, restorable for 30 days.
  { routes: trashRoutes, accessDecisions: trashAccess },
  { routes: healthRoutes, accessDecisions: healthAccess },
];
