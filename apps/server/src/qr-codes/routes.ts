import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { QrCode, RowsPage } from '@mk/contracts';
import { PAGE_LIMITS, QrBillSchema, QrCodeSchema, RowsPageSchema } from '@mk/contracts';
import { currentUser, ownerScope, signedIn } from '../auth/policy';
import { ok } from '../http/envelope';
import { apiError, BadRequestError } from '../http/errors';
import { paramOf } from '../http/id-param';
import { MAX_PAGE, readPage } from '../http/pagination';
import { replies } from '../openapi/reply-schemas';
import { billOfQrCode, createQrBill } from './qr-bills.service';
import { createQrCode, pagedQrCodes } from './qr-codes.service';
import { exportRoute } from '../exports/export-route';
import { qrCodesExport } from './qr-codes.export';
import { QrListCache } from './qr-list-cache';
import { qrBillSchema, qrCodeSchema } from '@mk/validators';

/** Spec 3 section 9: 10 per page, a limit of at most 30 (a bigger one is refused, not lowered). */
const QR_PAGE = { limit: 10, max: PAGE_LIMITS.qrCodeMax };
/** The services check the pharmacy (or the code's pharmacy) is the caller's (ADMIN: any). */
const OF_PHARMACY = { access: signedIn({ ownership: 'pharmacy' }) };

const pageQuery = Type.Object({
  page: Type.Optional(Type.String({ description: 'The page, from 1 (default 1)' })),
  limit: Type.Optional(Type.String({ description: `Items per page (default ${QR_PAGE.limit}, at most ${QR_PAGE.max}: a bigger one is refused)` })),
});
// Any segment: the service answers 404 'No Data' for one that names no billed code of the caller's.
const qrcodeIdParams = Type.Object({ qrcodeId: Type.String({ description: "The QR code's sys_id" }) });

/** QR codes and their simplified tax bills (spec 3 section 7), under the spec's paths. */
export async function qrCodesRoutes(plain: FastifyInstance): Promise<void> {
  // Replies typed by their schemas: a handler that returns another shape does not compile.
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  // One cache per app: its own writes below drop it.
  const listCache = new QrListCache<RowsPage<QrCode>>(() => app.clock());

  app.post(
    '/qrcode-write',
    {
      config: { ...OF_PHARMACY, bodyRules: qrCodeSchema },
      schema: { summary: "Makes a NEW QR code of a pharmacy in service that the caller runs (ADMIN: any)", response: replies({ 201: QrCodeSchema }) },
    },
    async (request, reply) => {
      const code = await createQrCode(app.db, request, currentUser(request), request.body, app.clock());
      listCache.clear();
      return reply.status(201).send(ok('QR code created', code));
    },
  );

  // Served with and without the trailing slash (the router ignores it).
  app.get(
    '/qrcode-read',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: "The QR codes of the caller's pharmacies (ADMIN: every code), newest first, 10 a page (limit at most 30)",
        querystring: pageQuery,
        response: replies({ 200: RowsPageSchema(QrCodeSchema) }),
      },
    },
    async (request) => {
      const page = readPage(request.query, { limit: QR_PAGE.limit, maxLimit: MAX_PAGE });
      if (page.limit > QR_PAGE.max) throw new BadRequestError(apiError('query.too_large', { key: 'limit', max: QR_PAGE.max }));
      const user = currentUser(request);
      const key = QrListCache.key(ownerScope(user), page.page, page.limit);
      return ok('QR codes', await listCache.through(key, () => pagedQrCodes(app.db, user, page)));
    },
  );

  // Read straight from the database, not through the list's cache: a file holds every code as it is now.
  exportRoute(app, qrCodesExport);

  app.post(
    '/payment-service/create-qr-bill',
    {
      config: { ...OF_PHARMACY, bodyRules: qrBillSchema },
      schema: {
        summary: "Issues the simplified tax bill (with its ZATCA QR) of a NEW code of the caller's pharmacy in service; the code becomes BILLED",
        response: replies({ 201: QrBillSchema }),
      },
    },
    async (request, reply) => {
      const bill = await createQrBill(app.db, request, currentUser(request), request.body, app.config.qrInvoice, app.clock());
      listCache.clear();
      return reply.status(201).send(ok('Bill created', bill));
    },
  );

  // Any segment: an id that names no billed code of the caller's is 'No Data' (spec 3: unknown QR data).
  app.get(
    '/payment-service/bill-by-entity/:qrcodeId',
    {
      config: OF_PHARMACY,
      schema: {
        summary: "The bill of a QR code of the caller's pharmacies (ADMIN: any); 404 'No Data' when the code is unknown or not billed",
        params: qrcodeIdParams,
        response: replies({ 200: QrBillSchema }),
      },
    },
    async (request) => {
      return ok('Bill', await billOfQrCode(app.db, currentUser(request), paramOf(request.params, 'qrcodeId')));
    },
  );
}
