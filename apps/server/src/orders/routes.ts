import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../audit/audit.service';
import { currentUser, signedIn } from '../auth/policy';
import { ok } from '../http/envelope';
import { idOf, paramOf, sysIdParam } from '../http/id-param';
import { readPage } from '../http/pagination';
import { makeOffer } from './offers.service';
import { incomingOrders, liveOrders, orderById } from './order-read.service';
import { changeDeliveryState } from './order-state.service';

/** The service checks the caller runs the pharmacy concerned (ADMIN: any). */
const OF_PHARMACY = { config: { access: signedIn({ ownership: 'pharmacy' }) } };

/** Orders and offers of the back office (spec 2 section 7, Orders and offers). */
export async function ordersRoutes(app: FastifyInstance): Promise<void> {
  app.get('/order-read/', OF_PHARMACY, async (request) => {
    const orders = await incomingOrders(app.db, app.orderPlaces, currentUser(request), app.clock());
    // Patients' names and phones: one audit record per read.
    await recordAudit(app.db, request, { action: 'read', entityType: 'order', after: { orders: orders.rows.map((order) => order.sys_id) } });
    return ok('Orders', orders);
  });

  app.get(`/order-read/order/${sysIdParam('id')}`, OF_PHARMACY, async (request) => {
    const order = await orderById(app.db, app.orderPlaces, currentUser(request), idOf(request.params), app.clock());
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
}
