import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../audit/audit.service';
import { currentUser, signedIn } from '../auth/policy';
import { ok } from '../http/envelope';
import { idOf, isSysId, paramOf, sysIdParam } from '../http/id-param';
import { readPage } from '../http/pagination';
import { PAGE_LIMITS } from '@mk/contracts';
import { createErOrder, erOrdersOfPharmacy, issuedErOrdersOfPharmacy } from '../emergency/er-orders.service';
import { issueErOrder } from '../emergency/er-issue.service';
import { makeOffer } from './offers.service';
import { incomingOrders, liveOrders, orderById } from './order-read.service';
import { changeDeliveryState } from './order-state.service';

/** The service checks the caller runs the pharmacy concerned (ADMIN: any). */
const OF_PHARMACY = { config: { access: signedIn({ ownership: 'pharmacy' }) } };

/** `?pharmacy_id=`: whose offer the order views report as `my_offer` (a well-formed id, else none chosen). */
const chosenPharmacy = (query: unknown): string | undefined => {
  const value = (query as { pharmacy_id?: unknown } | undefined)?.pharmacy_id;
  return isSysId(value) ? value.toLowerCase() : undefined;
};

/** Orders and offers of the back office (spec 2 section 7, Orders and offers). */
export async function ordersRoutes(app: FastifyInstance): Promise<void> {
  app.get('/order-read/', OF_PHARMACY, async (request) => {
    const orders = await incomingOrders(app.db, app.orderPlaces, currentUser(request), app.clock(), chosenPharmacy(request.query));
    // Patients' names and phones: one audit record per read.
    await recordAudit(app.db, request, { action: 'read', entityType: 'order', after: { orders: orders.rows.map((order) => order.sys_id) } });
    return ok('Orders', orders);
  });

  app.get(`/order-read/order/${sysIdParam('id')}`, OF_PHARMACY, async (request) => {
    const order = await orderById(app.db, app.orderPlaces, currentUser(request), idOf(request.params), app.clock(), chosenPharmacy(request.query));
    await recordAudit(app.db, request, { action: 'read', entityType: 'order', entityId: order.sys_id });
    return ok('Order', order);
  });

  app.get(`/order-read/live-orders/${sysIdParam('pharmacyId')}`, OF_PHARMACY, async (request) => {
    const page = readPage(request.query, { limit: 10, maxLimit: 100 });
    const orders = await liveOrders(app.db, app.orderPlaces, currentUser(request), paramOf(request.params, 'pharmacyId'), page, app.clock());
    await recordAudit(app.db, request, { action: 'read', entityType: 'order', after: { orders: orders.rows.map((order) => order.sys_id) } });
    return ok('Live orders', orders);
  });

  app.post('/order-write/offer', OF_PHARMACY, async (request, reply) => {
    return reply.status(201).send(ok('Offer sent', await makeOffer(app.db, request, currentUser(request), request.body, app.clock())));
  });

  app.patch('/order-write/order-state', OF_PHARMACY, async (request) => {
    return ok('Delivery state updated', await changeDeliveryState(app.db, app.orderPlaces, request, currentUser(request), request.body, app.clock()));
  });

  // ER prescriptions (spec 2, Emergency prescriptions): the services check the caller runs the pharmacy.
  const erPage = (query: unknown) => readPage(query, { limit: PAGE_LIMITS.erPage, maxLimit: 100 });
  app.get(`/order-read/er-orders/${sysIdParam('pharmacyId')}`, OF_PHARMACY, async (request) => {
    return ok('ER orders', await erOrdersOfPharmacy(app.db, request, currentUser(request), paramOf(request.params, 'pharmacyId'), erPage(request.query)));
  });

  app.get(`/order-read/er-orders/previous/${sysIdParam('pharmacyId')}`, OF_PHARMACY, async (request) => {
    return ok('Issued ER orders', await issuedErOrdersOfPharmacy(app.db, request, currentUser(request), paramOf(request.params, 'pharmacyId'), erPage(request.query)));
  });

  app.post('/order-write/emergency-order', OF_PHARMACY, async (request, reply) => {
    const { sys_id, created } = await createErOrder(app.db, request, currentUser(request), request.body, app.clock());
    return reply.status(created ? 201 : 200).send(ok(created ? 'ER order created' : 'ER order', { sys_id }));
  });

  app.post('/order-write/total-price', OF_PHARMACY, async (request) => {
    return ok('Prescription successfully issued!', await issueErOrder(app.db, request, currentUser(request), request.body, app.clock()));
  });
}
