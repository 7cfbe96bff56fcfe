import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  DataPageSchema,
  DELIVERY_STATES,
  ErIssueResultSchema,
  ErOrderCreatedSchema,
  ErOrderListRowSchema,
  IssuedErOrderSchema,
  OfferViewSchema,
  ORDER_HISTORY_STATES,
  OrderCanceledSchema,
  OrderHistoryRowSchema,
  OrderViewSchema,
  PAGE_LIMITS,
  RowsPageSchema,
} from '@mk/contracts';
import { noteUnchanged, recordAudit } from '../audit/audit.service';
import { currentUser, roles, signedIn } from '../auth/policy';
import type { AccessDecisions } from '../kit/server-domain';
import { ok } from '../http/envelope';
import { idOf, isSysId, paramOf, SYS_ID_PATTERN, sysIdParam } from '../http/id-param';
import { readPage } from '../http/pagination';
import { replies } from '../openapi/reply-schemas';
import { createErOrder, erOrdersOfPharmacy, issuedErOrdersOfPharmacy } from '../emergency/er-orders.service';
import { issueErOrder } from '../emergency/er-issue.service';
import { makeOffer, withdrawOffer } from './offers.service';
import { cancelBody, cancelOrder } from './order-cancel.service';
import { announceOfferWithdrawn, announceOrderCanceled } from './order-events';
import { orderHistory } from './order-history.service';
import { incomingOrders, liveOrders, orderById } from './order-read.service';
import { changeDeliveryState } from './order-state.service';
import { exportRoute } from '../exports/export-route';
import { liveOrdersExport } from './live-orders.export';
import { emergencyOrderSchema, erIssueSchema, offerSchema } from '@mk/validators';

/** Issue 30: only ADMIN cancels an order from the back office (the patient cancels in the patient app). */
export const ordersAccess: AccessDecisions = {
  adminOnlyRoutes: [`POST /api/order-write/order/${sysIdParam('id')}/cancel`],
};

/** The service checks the caller runs the pharmacy concerned (ADMIN: any). */
const OF_PHARMACY = { access: signedIn({ ownership: 'pharmacy' }) };

/** `?pharmacy_id=`: whose offer the order views report as `my_offer` (a well-formed id, else none chosen). */
const chosenPharmacy = (query: unknown): string | undefined => {
  const value = (query as { pharmacy_id?: unknown } | undefined)?.pharmacy_id;
  return isSysId(value) ? value.toLowerCase() : undefined;
};

const orderIdParams = Type.Object({ id: Type.String({ pattern: SYS_ID_PATTERN, description: 'The order' }) });
const pharmacyIdParams = Type.Object({ pharmacyId: Type.String({ pattern: SYS_ID_PATTERN, description: 'The pharmacy' }) });
const chosenPharmacyQuery = Type.Object({
  pharmacy_id: Type.Optional(Type.String({ description: "Whose offer `my_offer` reports: one of the caller's pharmacies the order went to (another value: all of them)" })),
});
const pageQuery = (defaultLimit: number) =>
  Type.Object({
    page: Type.Optional(Type.String({ description: 'The page, from 1 (default 1)' })),
    limit: Type.Optional(Type.String({ description: `Items a page (default ${defaultLimit}, at most 100)` })),
  });

const offerIdParams = Type.Object({ offerId: Type.String({ pattern: SYS_ID_PATTERN, description: 'The offer' }) });

const historyQuery = Type.Object({
  page: Type.Optional(Type.String({ description: 'The page, from 1 (default 1)' })),
  limit: Type.Optional(Type.String({ description: 'Items a page (default 10, at most 100)' })),
  from: Type.Optional(Type.String({ description: 'Placed on or after this day (YYYY-MM-DD, Riyadh)' })),
  until: Type.Optional(Type.String({ description: 'Placed on or before this day (YYYY-MM-DD, Riyadh)' })),
  state: Type.Optional(Type.String({ enum: [...ORDER_HISTORY_STATES], description: 'The delivery state, or CANCELED' })),
  search: Type.Optional(Type.String({ description: "The start of the order id, or the patient's phone" })),
  pharmacy_id: Type.Optional(Type.String({ description: "Only the orders this pharmacy offered on (a PIC: one of theirs, else 403)" })),
});

/** The body `changeDeliveryState` reads (checked there: an unknown state or order answers its own code). */
const deliveryStateBody = Type.Object({
  sys_id: Type.String({ format: 'uuid', description: 'The order' }),
  delivery_state: Type.String({ enum: [...DELIVERY_STATES], description: 'The next state; never back' }),
});

/** Orders and offers of the back office (spec 2 section 7, Orders and offers). */
export async function ordersRoutes(plain: FastifyInstance): Promise<void> {
  // Replies typed by their schemas: a handler that returns another shape does not compile.
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/order-read/',
    {
      config: OF_PHARMACY,
      schema: {
        summary: "The orders sent to the caller's pharmacies (ADMIN: every pharmacy) whose five-minute offer window is open, newest first",
        querystring: chosenPharmacyQuery,
        response: replies({ 200: RowsPageSchema(OrderViewSchema) }),
      },
    },
    async (request) => {
      const orders = await incomingOrders(app.db, app.orderPlaces, currentUser(request), app.clock(), chosenPharmacy(request.query));
      // Patients' names and phones: one audit record per read.
      await recordAudit(app.db, request, { action: 'read', entityType: 'order', after: { orders: orders.rows.map((order) => order.sys_id) } });
      return ok('Orders', orders);
    },
  );

  app.get(
    `/order-read/order/${sysIdParam('id')}`,
    {
      config: OF_PHARMACY,
      schema: {
        summary: 'One order, for the people in charge of a pharmacy it was sent to (and ADMIN)',
        params: orderIdParams,
        querystring: chosenPharmacyQuery,
        response: replies({ 200: OrderViewSchema }),
      },
    },
    async (request) => {
      const order = await orderById(app.db, app.orderPlaces, currentUser(request), idOf(request.params), app.clock(), chosenPharmacy(request.query));
      await recordAudit(app.db, request, { action: 'read', entityType: 'order', entityId: order.sys_id });
      return ok('Order', order);
    },
  );

  app.get(
    `/order-read/live-orders/${sysIdParam('pharmacyId')}`,
    {
      config: OF_PHARMACY,
      schema: {
        summary: 'The orders won by the pharmacy and not delivered yet, newest first, with the accepted offer',
        params: pharmacyIdParams,
        querystring: pageQuery(10),
        response: replies({ 200: RowsPageSchema(OrderViewSchema) }),
      },
    },
    async (request) => {
      const page = readPage(request.query, { limit: 10, maxLimit: 100 });
      const orders = await liveOrders(app.db, app.orderPlaces, currentUser(request), paramOf(request.params, 'pharmacyId'), page, app.clock());
      await recordAudit(app.db, request, { action: 'read', entityType: 'order', after: { orders: orders.rows.map((order) => order.sys_id) } });
      return ok('Live orders', orders);
    },
  );

  exportRoute(app, liveOrdersExport);

  app.get(
    '/order-read/history',
    {
      config: OF_PHARMACY,
      schema: {
        summary: "Orders from first offer to archive, newest first: ADMIN every order and offer; a pharmacy PIC the orders their pharmacies offered on, with their own offers only",
        querystring: historyQuery,
        response: replies({ 200: RowsPageSchema(OrderHistoryRowSchema) }),
      },
    },
    async (request) => {
      const history = await orderHistory(app.db, currentUser(request), request.query);
      // Patients' names and phones: one audit record per read.
      await recordAudit(app.db, request, { action: 'read', entityType: 'order', after: { orders: history.rows.map((order) => order.sys_id) } });
      return ok('Order history', history);
    },
  );

  app.delete(
    `/order-write/offer/${sysIdParam('offerId')}`,
    {
      config: OF_PHARMACY,
      schema: {
        summary: "The pharmacy withdraws its live offer before the patient answers it, within the order's five-minute window; gives the offer (withdrawn)",
        params: offerIdParams,
        response: replies({ 200: OfferViewSchema }),
      },
    },
    async (request) => {
      const offer = await withdrawOffer(app.db, request, currentUser(request), paramOf(request.params, 'offerId'), app.clock());
      announceOfferWithdrawn(app.db, app.realtime, offer.order_id);
      return ok('Offer withdrawn', offer);
    },
  );

  app.post(
    `/order-write/order/${sysIdParam('id')}/cancel`,
    {
      config: { access: roles('ADMIN'), bodyShape: cancelBody },
      schema: {
        summary: 'ADMIN cancels an order not delivered yet, with a reason; the pharmacies it was sent to are told (order_canceled)',
        params: orderIdParams,
        response: replies({ 200: OrderCanceledSchema }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const canceled = await cancelOrder(app.db, request, { sys_id: user.sys_id, role: 'ADMIN' }, idOf(request.params), request.body, app.clock());
      await announceOrderCanceled(app.db, app.realtime, canceled.sys_id);
      return ok('Order canceled', canceled);
    },
  );

  app.post(
    '/order-write/offer',
    { config: { ...OF_PHARMACY, bodyRules: offerSchema }, schema: { summary: "A pharmacy's price offer on an order sent to it, within its five-minute window", response: replies({ 201: OfferViewSchema }) } },
    async (request, reply) => {
      return reply.status(201).send(ok('Offer sent', await makeOffer(app.db, request, currentUser(request), request.body, app.clock())));
    },
  );

  app.patch(
    '/order-write/order-state',
    {
      config: { ...OF_PHARMACY, bodyShape: deliveryStateBody },
      schema: { summary: 'Moves the delivery of an order the pharmacy won forward (WAITING → PREPARING → ON_WAY → DELIVERED)', response: replies({ 200: OrderViewSchema }) },
    },
    async (request) => {
      return ok('Delivery state updated', await changeDeliveryState(app.db, app.orderPlaces, request, currentUser(request), request.body, app.clock()));
    },
  );

  // ER prescriptions (spec 2, Emergency prescriptions): the services check the caller runs the pharmacy.
  const erPage = (query: unknown) => readPage(query, { limit: PAGE_LIMITS.erPage, maxLimit: 100 });
  app.get(
    `/order-read/er-orders/${sysIdParam('pharmacyId')}`,
    {
      config: OF_PHARMACY,
      schema: {
        summary: "The pharmacy's ER orders with medicines still to issue, newest first",
        params: pharmacyIdParams,
        querystring: pageQuery(PAGE_LIMITS.erPage),
        response: replies({ 200: DataPageSchema(ErOrderListRowSchema) }),
      },
    },
    async (request) => {
      return ok('ER orders', await erOrdersOfPharmacy(app.db, request, currentUser(request), paramOf(request.params, 'pharmacyId'), erPage(request.query)));
    },
  );

  app.get(
    `/order-read/er-orders/previous/${sysIdParam('pharmacyId')}`,
    {
      config: OF_PHARMACY,
      schema: {
        summary: 'The ER orders the pharmacy issued that have nothing left to issue, last issued first',
        params: pharmacyIdParams,
        querystring: pageQuery(PAGE_LIMITS.erPage),
        response: replies({ 200: RowsPageSchema(IssuedErOrderSchema) }),
      },
    },
    async (request) => {
      return ok('Issued ER orders', await issuedErOrdersOfPharmacy(app.db, request, currentUser(request), paramOf(request.params, 'pharmacyId'), erPage(request.query)));
    },
  );

  app.post(
    '/order-write/emergency-order',
    {
      config: { ...OF_PHARMACY, bodyRules: emergencyOrderSchema },
      schema: {
        summary: "The ER order through which the pharmacy dispenses a patient's emergency prescription (201 when created, 200 when it exists)",
        response: replies({ 200: ErOrderCreatedSchema, 201: ErOrderCreatedSchema }),
      },
    },
    async (request, reply) => {
      const { sys_id, created } = await createErOrder(app.db, request, currentUser(request), request.body, app.clock());
      if (!created) noteUnchanged(request);
      return reply.status(created ? 201 : 200).send(ok(created ? 'ER order created' : 'ER order', { sys_id }));
    },
  );

  app.post(
    '/order-write/total-price',
    { config: { ...OF_PHARMACY, bodyRules: erIssueSchema }, schema: { summary: "Issues chosen medicines of an ER order's prescription at a price", response: replies({ 200: ErIssueResultSchema }) } },
    async (request) => {
      return ok('Prescription successfully issued!', await issueErOrder(app.db, request, currentUser(request), request.body, app.clock()));
    },
  );
}
