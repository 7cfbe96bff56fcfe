import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  OfferViewSchema,
  OrderCanceledSchema,
  PatientLoginPayloadSchema,
  PatientNotificationSchema,
  PatientOrderPlacedSchema,
  PrescriptionSchema,
  RowsPageSchema,
} from '@mk/contracts';
import { currentPatient } from '../auth/patient-auth';
import { ok } from '../http/envelope';
import { idOf, SYS_ID_PATTERN, sysIdParam } from '../http/id-param';
import { replies } from '../openapi/reply-schemas';
import { patientNotifications } from '../notifications/patient-notifications.service';
import { answerOffer, offersForPatient } from '../orders/offers.service';
import { announceNewOrder, announceOfferActions, announceOrderCanceled } from '../orders/order-events';
import { cancelBody, cancelOrder } from '../orders/order-cancel.service';
import { placeOrder, placeOrderSchema } from '../orders/order-placement.service';
import { prescriptionView } from '../prescriptions/prescriptions.service';
import { patientPrescriptions } from '../prescriptions/prescriptions.repository';
import { patientLogin, patientLoginSchema } from './patient-login.service';

/** The most prescriptions the patient app lists at once (newest first). */
const PRESCRIPTIONS_LIMIT = 50;

/** Every route but the login takes a patient token (access 'patient'); back-office tokens are refused. */
const PATIENT = { access: 'patient' as const };

const pageQuery = Type.Object({
  page: Type.Optional(Type.String({ description: 'The page, from 1 (default 1)' })),
  limit: Type.Optional(Type.String({ description: 'Items per page (default 20, at most 100)' })),
});
const orderIdParams = Type.Object({ id: Type.String({ pattern: SYS_ID_PATTERN, description: 'The order sys_id' }) });
const offerIdParams = Type.Object({ id: Type.String({ pattern: SYS_ID_PATTERN, description: 'The offer sys_id' }) });

/**
 * The patient side of orders (issue 12): the marketplace's patient app is not part of this product,
 * so these routes let it (and `npm run simulate`, and the tests) place orders and answer offers.
 */
export async function patientAppRoutes(plain: FastifyInstance): Promise<void> {
  // Replies typed by their schemas: a handler that returns another shape does not compile.
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/patient-app/login',
    {
      config: { bodyRules: patientLoginSchema, access: 'public' },
      schema: { summary: 'Signs a patient in by phone and password and gives them a patient token', response: replies({ 200: PatientLoginPayloadSchema }) },
    },
    async (request, reply) => {
      return ok('Logged in successfully', await patientLogin(app, request, reply));
    },
  );

  app.get(
    '/patient-app/prescriptions',
    {
      config: PATIENT,
      schema: {
        summary: `The signed-in patient's prescriptions with their medicines, newest first (at most ${PRESCRIPTIONS_LIMIT})`,
        response: replies({ 200: RowsPageSchema(PrescriptionSchema) }),
      },
    },
    async (request) => {
      const rows = (await patientPrescriptions(app.db, currentPatient(request).sys_id, PRESCRIPTIONS_LIMIT)).map(prescriptionView);
      return ok('Prescriptions', { count: rows.length, rows });
    },
  );

  app.get(
    '/patient-app/notifications',
    {
      config: PATIENT,
      schema: {
        summary: "The signed-in patient's notification center, newest first (20 a page, limit at most 100)",
        querystring: pageQuery,
        response: replies({ 200: RowsPageSchema(PatientNotificationSchema) }),
      },
    },
    async (request) => {
      return ok('Notifications', await patientNotifications(app.db, currentPatient(request), request.query));
    },
  );

  app.post(
    '/patient-app/orders',
    {
      config: { ...PATIENT, bodyRules: placeOrderSchema },
      schema: {
        summary: 'The signed-in patient places an order (a prescription of theirs or a photo), sent to the pharmacies within reach',
        response: replies({ 201: PatientOrderPlacedSchema }),
      },
    },
    async (request, reply) => {
      const { order, pharmacyIds } = await placeOrder(app.db, request, currentPatient(request), request.body, app.clock(), app.config.orderRadiusKm);
      await announceNewOrder(app.db, app.realtime, order.sys_id, pharmacyIds);
      return reply.status(201).send(ok('Order placed', { sys_id: order.sys_id, createdAt: order.createdAt.toISOString(), pharmacies: pharmacyIds.length }));
    },
  );

  app.get(
    `/patient-app/orders/${sysIdParam('id')}/offers`,
    {
      config: PATIENT,
      schema: {
        summary: "The pharmacies' offers on an order of the signed-in patient's",
        params: orderIdParams,
        response: replies({ 200: RowsPageSchema(OfferViewSchema) }),
      },
    },
    async (request) => {
      const rows = await offersForPatient(app.db, currentPatient(request), idOf(request.params));
      return ok('Offers', { count: rows.length, rows });
    },
  );

  app.post(
    `/patient-app/orders/${sysIdParam('id')}/cancel`,
    {
      config: { ...PATIENT, bodyShape: cancelBody },
      schema: {
        summary: "The signed-in patient cancels their order, with a reason, until it is delivered; the pharmacies it was sent to are told (order_canceled)",
        params: orderIdParams,
        response: replies({ 200: OrderCanceledSchema }),
      },
    },
    async (request) => {
      const patient = currentPatient(request);
      const canceled = await cancelOrder(app.db, request, { sys_id: patient.sys_id, role: 'PATIENT' }, idOf(request.params), request.body, app.clock());
      await announceOrderCanceled(app.db, app.realtime, canceled.sys_id);
      return ok('Order canceled', canceled);
    },
  );

  for (const answer of ['accept', 'decline'] as const) {
    const summary =
      answer === 'accept'
        ? "The signed-in patient accepts a live offer on their order: that pharmacy gets the order and the other offers lose; gives the offer"
        : 'The signed-in patient declines a live offer on their order; gives the offer';
    app.post(
      `/patient-app/offers/${sysIdParam('id')}/${answer}`,
      { config: PATIENT, schema: { summary, params: offerIdParams, response: replies({ 200: OfferViewSchema }) } },
      async (request) => {
        const { offer, outcomes } = await answerOffer(app.db, request, currentPatient(request), idOf(request.params), answer, app.clock());
        await announceOfferActions(app.db, app.realtime, outcomes);
        return ok(answer === 'accept' ? 'Offer accepted' : 'Offer declined', offer);
      },
    );
  }
}
