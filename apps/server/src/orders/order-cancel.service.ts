import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ORDER_CANCEL_REASON, type OrderCanceled } from '@mk/contracts';
import { hasControlCharacter } from '@mk/validators';
import { recordAudit } from '../audit/audit.service';
import type { Db } from '../db/database';
import { apiError, BadRequestError, ConflictError, NotFoundError } from '../http/errors';
import { findCancellation, insertCancellation, lockOrder } from './orders.repository';

/** The body of both order cancels (checked by the service: `order.cancel_reason_invalid`). */
export const cancelBody = Type.Object({
  reason: Type.String({ minLength: ORDER_CANCEL_REASON.min, maxLength: ORDER_CANCEL_REASON.max, description: `Why (trimmed, ${ORDER_CANCEL_REASON.min} to ${ORDER_CANCEL_REASON.max} characters)` }),
});

/** Who cancels: the ordering patient (patient app), or ADMIN (back office). */
export interface Canceller {
  sys_id: string;
  role: 'PATIENT' | 'ADMIN';
}

const REASON_INVALID = () => new BadRequestError(apiError('order.cancel_reason_invalid', ORDER_CANCEL_REASON));

/** `{ reason }`: required, trimmed, 3 to 500 characters, no control characters but line breaks. */
export function cancelReasonOf(body: unknown): string {
  const raw = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as { reason?: unknown }).reason : undefined;
  if (typeof raw !== 'string') throw REASON_INVALID();
  const reason = raw.trim();
  if (reason.length < ORDER_CANCEL_REASON.min || reason.length > ORDER_CANCEL_REASON.max || hasControlCharacter(reason)) throw REASON_INVALID();
  return reason;
}

/**
 * Cancels an order (issue 30): the ordering patient (another patient's order answers 404, as the
 * patient app's other order routes do), or ADMIN. Refused once DELIVERED (409 `order.delivered`) or
 * canceled already (409 `order.canceled`). The order keeps its delivery state and gains a
 * cancellation row (when, why, by whom): it leaves the incoming and Live Orders lists, no offer on it
 * can be made, answered or withdrawn, and its delivery does not move. The caller then announces
 * `order_canceled` (order-events.ts) to the pharmacies it was sent to.
 */
export async function cancelOrder(db: Db, request: FastifyRequest, by: Canceller, orderId: string, body: unknown, now: Date): Promise<OrderCanceled> {
  const reason = cancelReasonOf(body);
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || (by.role === 'PATIENT' && order.patient_id !== by.sys_id)) throw new NotFoundError(apiError('order.not_found'));
    if (await findCancellation(tx, orderId)) throw new ConflictError(apiError('order.canceled'));
    if (order.delivery_state === 'DELIVERED') throw new ConflictError(apiError('order.delivered'));
    await insertCancellation(tx, { order_id: orderId, canceled_at: now, cancel_reason: reason, canceled_by: by.sys_id, canceled_by_role: by.role });
    await recordAudit(tx, request, {
      action: 'order_canceled',
      entityType: 'order',
      entityId: orderId,
      before: { delivery_state: order.delivery_state },
      after: { state: 'CANCELED', cancel_reason: reason },
      ...(by.role === 'PATIENT' && { actor: { sys_id: by.sys_id, role: 'PATIENT' } }),
    });
    return { sys_id: orderId, state: 'CANCELED' as const, canceled_at: now.toISOString(), cancel_reason: reason };
  });
}
