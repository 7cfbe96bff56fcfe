import type { FastifyInstance } from 'fastify';
import type { QrCode, RowsPage } from '@mk/contracts';
import { PAGE_LIMITS } from '@mk/contracts';
import { currentUser, ownerScope, signedIn } from '../auth/policy';
import { ok } from '../http/envelope';
import { apiError, BadRequestError } from '../http/errors';
import { paramOf } from '../http/id-param';
import { MAX_PAGE, readPage } from '../http/pagination';
import { billOfQrCode, createQrBill } from './qr-bills.service';
import { createQrCode, pagedQrCodes } from './qr-codes.service';
import { QrListCache } from './qr-list-cache';

/** Spec 3 section 9: 10 per page, a limit of at most 30 (a bigger one is refused, not lowered). */
const QR_PAGE = { limit: 10, max: PAGE_LIMITS.qrCodeMax };
/** The services check the pharmacy (or the code's pharmacy) is the caller's (ADMIN: any). */
const OF_PHARMACY = { config: { access: signedIn({ ownership: 'pharmacy' }) } };

/** QR codes and their simplified tax bills (spec 3 section 7), under the spec's paths. */
export async function qrCodesRoutes(app: FastifyInstance): Promise<void> {
  // One cache per app: its own writes below drop it.
  const listCache = new QrListCache<RowsPage<QrCode>>(() => app.clock());

  app.post('/qrcode-write', OF_PHARMACY, async (request, reply) => {
    const code = await createQrCode(app.db, request, currentUser(request), request.body, app.clock());
    listCache.clear();
    return reply.status(201).send(ok('QR code created', code));
  });

  // Served with and without the trailing slash (the router ignores it).
  app.get('/qrcode-read', { config: { access: 'signed-in' } }, async (request) => {
    const page = readPage(request.query, { limit: QR_PAGE.limit, maxLimit: MAX_PAGE });
    if (page.limit > QR_PAGE.max) throw new BadRequestError(apiError('query.too_large', { key: 'limit', max: QR_PAGE.max }));
    const user = currentUser(request);
    const key = QrListCache.key(ownerScope(user), page.page, page.limit);
    return ok('QR codes', await listCache.through(key, () => pagedQrCodes(app.db, user, page)));
  });

  app.post('/payment-service/create-qr-bill', OF_PHARMACY, async (request, reply) => {
    const bill = await createQrBill(app.db, request, currentUser(request), request.body, app.config.qrInvoice, app.clock());
    listCache.clear();
    return reply.status(201).send(ok('Bill created', bill));
  });

  // Any segment: an id that names no billed code of the caller's is 'No Data' (spec 3: unknown QR data).
  app.get('/payment-service/bill-by-entity/:qrcodeId', OF_PHARMACY, async (request) => {
    return ok('Bill', await billOfQrCode(app.db, currentUser(request), paramOf(request.params, 'qrcodeId')));
  });
}
