import type { FastifyInstance } from 'fastify';
import { currentPatient } from '../auth/patient-auth';
import { ok } from '../http/envelope';
import { idOf, sysIdParam } from '../http/id-param';
import { patientNotifications } from '../notifications/patient-notifications.service';
import { answerOffer, offersForPatient } from '../orders/offers.service';
import { announceNewOrder, announceOfferActions } from '../orders/order-events';
import { placeOrder } from '../orders/order-placement.service';
import { prescriptionView } from '../prescriptions/prescriptions.service';
import { patientPrescriptions } from '../prescriptions/prescriptions.repository';
import { patientLogin } from './patient-login.service';

/** The most prescriptions the patient app lists at once (newest first). */
const PRESCRIPTIONS_LIMIT = 50;

/** Every route but the login takes a patient token (access 'patient'); back-office tokens are refused. */
const PATIENT = { config: { access: 'patient' as const } };

/**
 * The patient side of orders (issue 12): the marketplace's patient app is not part of this product,
 * so these routes let it (and `npm run simulate`, and the tests) place orders and answer offers.
 */
export async function patientAppRoutes(app: FastifyInstance): Promise<void> {
  app.post('/patient-app/login', { config: { access: 'public' } }, async (request, reply) => {
    return ok('Logged in successfully', await patientLogin(app, request, reply));
  });

  app.get('/patient-app/prescriptions', PATIENT, async (request) => {
    const rows = (await patientPrescriptions(app.db, currentPatient(request).sys_id, PRESCRIPTIONS_LIMIT)).map(prescriptionView);
    return ok('Prescriptions', { count: rows.length, rows });
  });

  app.get('/patient-app/notifications', PATIENT, async (request) => {
    return ok('Notifications', await patientNotifications(app.db, currentPatient(request), request.query));
  });

  app.post('/patient-app/orders', PATIENT, async (request, reply) => {
    const { order, pharmacyIds } = await placeOrder(app.db, request, currentPatient(request), request.body, app.clock(), app.config.orderRadiusKm);
    await announceNewOrder(app.db, app.realtime, order.sys_id, pharmacyIds);
    return reply.status(201).send(ok('Order placed', { sys_id: order.sys_id, createdAt: order.createdAt.toISOString(), pharmacies: pharmacyIds.length }));
  });

  app.get(`/patient-app/orders/${sysIdParam('id')}/offers`, PATIENT, async (request) => {
    const rows = await offersForPatient(app.db, currentPatient(request), idOf(request.params));
    return ok('Offers', { count: rows.length, rows });
  });

  for (const answer of ['accept', 'decline'] as const) {
    app.post(`/patient-app/offers/${sysIdParam('id')}/${answer}`, PATIENT, async (request) => {
      const { offer, outcomes } = await answerOffer(app.db, request, currentPatient(request), idOf(request.params), answer, app.clock());
      await announceOfferActions(app.db, app.realtime, outcomes);
      return ok(answer === 'accept' ? 'Offer accepted' : 'Offer declined', offer);
    });
  }
}
