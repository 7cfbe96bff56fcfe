import type { FastifyRequest } from 'fastify';
import { type RowsPage } from '@mk/contracts';
import {
  EMERGENCY_PROMO_ENTITY_ID,
  PROMO_API_ERRORS,
  PROMO_MESSAGES,
  promoCodeCreateSchema,
  promoEndInstant,
  type PromoCode,
  type PromoEntityType,
} from '@mk/promo-codes/contract';
import type { Clock } from '../appointments/clock';
import { recordAudit } from '../audit/audit.service';
import type { Db, DbOrTx } from '../db/database';
import type { PromoCodeRow } from './promo-codes.tables';
import type { AuthUser } from '../fastify-augment';
import { BadRequestError, ConflictError, domainError, NotFoundError } from '../http/errors';
import { validateBody, validationError } from '../http/validate';
import type { PageWindow } from '../kit/entity-table';
import { retryOnClash } from '../kit/unique-clash';
import { entityHasCode, insertPromoCode, listPromoCodes, PROMO_CODE_ENTITY_INDEX } from './promo-codes.repository';
import { entityNames, entityWord, isLiveEntity, type EntityName } from './promo-entities';

const promoError = (code: keyof typeof PROMO_API_ERRORS, values?: Record<string, string | number>) => domainError(PROMO_API_ERRORS, code, values);

/*
 * Promo codes (spec 3 section 7), ADMIN only (the routes). The form creates one code per chosen
 * entity; a code is unique per entity without regard to case, so 'SAVE10' may serve two physicians
 * but one physician cannot hold 'SAVE10' and 'save10'. The entity must exist and not be removed.
 */

function view(row: PromoCodeRow, entityName?: EntityName): PromoCode {
  return {
    sys_id: row.sys_id,
    promo_code: row.promo_code,
    discount: Number(row.discount),
    entity_type: row.entity_type,
    entity_id: row.entity_id,
    end_date: row.end_date.toISOString(),
    ...(entityName !== undefined && { entity_name: entityName.name }),
    ...(entityName?.name_ar !== undefined && { entity_name_ar: entityName.name_ar }),
  };
}

function bodyOf(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequestError(promoError('promo.not_object'));
  return body as Record<string, unknown>;
}

/** The entity a code is for, lower case as stored; an EMERGENCY code takes only the fixed id (or none, meaning it). */
function entityIdOf(type: PromoEntityType, given: string | undefined): string {
  const id = (given ?? '').toLowerCase();
  if (type !== 'EMERGENCY') return id;
  if (id !== '' && id !== EMERGENCY_PROMO_ENTITY_ID) throw new BadRequestError(promoError('promo.emergency_entity', { id: EMERGENCY_PROMO_ENTITY_ID }));
  return EMERGENCY_PROMO_ENTITY_ID;
}

const codeTaken = (code: string, type: PromoEntityType) => () => new ConflictError(promoError('promo.code_taken', { code, entity: entityWord(type) }));

/**
 * `POST promotion-write/promo`: one code for one live entity. The discount is the stored fraction
 * (0.01 to 1); `end_date` 'yyyy-mm-dd' ends at midnight in Riyadh, an ISO time with its offset is
 * taken as given. Checked before the insert for a clear answer; two requests at once that pass the
 * check together meet the unique index, and the second gets the same 409.
 */
export async function createPromoCode(db: Db, request: FastifyRequest, clock: Clock, user: AuthUser, body: unknown): Promise<PromoCode> {
  const input = await validateBody(promoCodeCreateSchema, bodyOf(body));
  const endDate = promoEndInstant(input.end_date);
  // The schema compared with the system time; the app's clock is the one that counts (tests set it).
  if (!endDate || endDate.getTime() <= clock().getTime()) throw validationError(PROMO_MESSAGES.promoFutureDate);
  const type = input.entity_type as PromoEntityType;
  const entityId = entityIdOf(type, input.entity_id);
  const code = input.promo_code;
  const taken = codeTaken(code, type);

  return retryOnClash({ [PROMO_CODE_ENTITY_INDEX]: { error: taken } }, () =>
    db.transaction(async (tx) => {
      if (!(await isLiveEntity(tx, type, entityId))) throw new NotFoundError(promoError('promo.entity_not_found', { entity: entityWord(type), id: entityId }));
      if (await entityHasCode(tx, code, type, entityId)) throw taken();
      const row = await insertPromoCode(tx, {
        promo_code: code,
        discount: Math.round(Number(input.discount) * 10000) / 10000,
        entity_type: type,
        entity_id: entityId,
        end_date: endDate,
        created_by: user.sys_id,
      });
      const created = view(row, (await entityNames(tx, [row])).get(`${type}:${entityId}`));
      await recordAudit(tx, request, { action: 'create', entityType: 'promo_code', entityId: row.sys_id, after: created });
      return created;
    }),
  );
}

/** `GET promotion-read/promo-codes`: newest first, each with its entity's name where it has one. */
export async function pagedPromoCodes(db: DbOrTx, page: PageWindow): Promise<RowsPage<PromoCode>> {
  const { count, rows } = await listPromoCodes(db, page);
  const names = await entityNames(db, rows);
  return { count, rows: rows.map((row) => view(row, names.get(`${row.entity_type}:${row.entity_id}`))) };
}
