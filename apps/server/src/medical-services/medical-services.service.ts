import type { FastifyRequest } from 'fastify';
import type { MedicalService, RowsPage } from '@mk/contracts';
import { LIST_LIMIT, serviceCreateSchema, serviceSchema } from '@mk/validators';
import { recordAudit } from '../audit/audit.service';
import { AccessDeniedError, assertCanAccess } from '../auth/policy';
import { managedCenter } from '../centers/centers.service';
import type { Db, DbOrTx, Tx } from '../db/database';
import { medicalServices, type MedicalServiceRow } from '../db/schema';
import type { AuthUser } from '../fastify-augment';
import { apiError, BadRequestError, NotFoundError } from '../http/errors';
import { isSysId } from '../http/id-param';
import { validateBody } from '../http/validate';
import { defineEntityWriter } from '../kit/entity-write';
import { findLiveCenter } from '../centers/centers.repository';
import { findLiveService, listCenterServices, liveServicesAmong } from './medical-services.repository';
import { medicalServiceView } from './medical-service.view';
import type { PageWindow } from '../kit/entity-table';

const SERVICE_NOT_FOUND = apiError('service.not_found');
/** At most this many ids in one `medical-service-read/ids` (a basket, not a dump). */
export const MAX_SERVICE_IDS = 100;
/** The most ids one `medical-service-read/ids` call may name. */
export const SERVICE_IDS_LIMIT = Math.min(MAX_SERVICE_IDS, LIST_LIMIT);

/** `GET medical-service-read/services/{centerId}`: a center's services, for ADMIN or its PIC. */
export async function servicesOfCenter(db: DbOrTx, user: AuthUser, centerId: string, page: PageWindow): Promise<RowsPage<MedicalService>> {
  const center = await managedCenter(db, user, centerId);
  const { count, rows } = await listCenterServices(db, center.sys_id, page);
  return { count, rows: rows.map(medicalServiceView) };
}

/** The center of a service must be one the user manages (403, audited as the service, otherwise). */
async function assertManagesServiceCenter(tx: Tx, user: AuthUser, row: MedicalServiceRow): Promise<void> {
  const center = await findLiveCenter(tx, row.center_id);
  if (!center) throw new NotFoundError(SERVICE_NOT_FOUND);
  assertCanAccess(user, { pic_id: center.pic_id, sys_id: row.sys_id }, 'medical_service');
}

/**
 * `POST medical-service-write/create-service`: one service per chosen center, all or nothing. The
 * centers are checked and the rows written in one transaction, center after center: an unknown or
 * deleted center (400 'Unknown center'), or another PIC's (403, audited), rolls back the rows
 * already written for the centers before it.
 */
export async function createServices(db: Db, request: FastifyRequest, user: AuthUser, body: unknown): Promise<MedicalService[]> {
  const { center_ids: centerIds, service } = await validateBody(serviceCreateSchema, body);
  const unique = [...new Set(centerIds.map((id) => id.toLowerCase()))];
  return db.transaction(async (tx) => {
    const created: MedicalService[] = [];
    for (const centerId of unique) {
      const center = isSysId(centerId) ? await findLiveCenter(tx, centerId, { forUpdate: true }) : undefined;
      if (!center) throw new BadRequestError(apiError('center.unknown', { id: centerId }));
      assertCanAccess(user, center, 'center');
      const [row] = await tx
        .insert(medicalServices)
        .values({ name: service.name, name_ar: service.name_ar, price: service.price, type: service.type, center_id: center.sys_id })
        .returning();
      const view = medicalServiceView(row);
      await recordAudit(tx, request, { action: 'create', entityType: 'medical_service', entityId: row.sys_id, after: view });
      created.push(view);
    }
    return created;
  });
}

/**
 * Updates (name, name_ar, price, type: the service stays with its center) and soft deletes,
 * through the kit's one write path. Services are created per center by `createServices`, so the
 * writer's own create is never routed.
 */
const serviceWriter = defineEntityWriter({
  entityType: 'medical_service',
  trash: 'SERVICE',
  table: medicalServices,
  createSchema: serviceSchema,
  updateSchema: serviceSchema,
  errors: {
    notAnObject: () => new BadRequestError(apiError('service.not_object')),
    notFound: () => new NotFoundError(SERVICE_NOT_FOUND),
  },
  find: findLiveService,
  access: (tx, user, row) => assertManagesServiceCenter(tx, user, row),
  view: (row) => medicalServiceView(row),
  onCreate: {
    row: () => Promise.reject(new AccessDeniedError({ entityType: 'medical_service' })),
  },
  onUpdate: {
    changes: async ({ columns }) => columns,
  },
});

export const changeService = serviceWriter.update;
export const removeService = serviceWriter.remove;

/** `POST medical-service-read/ids` (public, the patient app): the live services among `ids`; unknown ids are skipped. */
export async function servicesByIds(db: DbOrTx, body: unknown): Promise<MedicalService[]> {
  const ids = (body as { ids?: unknown } | null)?.ids;
  const limit = SERVICE_IDS_LIMIT;
  if (!Array.isArray(ids) || ids.length > limit || !ids.every((id) => typeof id === 'string')) {
    throw new BadRequestError(apiError('service.ids_invalid', { max: limit }));
  }
  const wanted = [...new Set(ids.filter(isSysId).map((id) => id.toLowerCase()))];
  return (await liveServicesAmong(db, wanted)).map(medicalServiceView);
}
