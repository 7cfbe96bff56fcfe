import { Type, type Static } from '@sinclair/typebox';
import { PROMO_ENTITY_TYPES } from './promo';
import { isoTime, sysId } from '@mk/contracts';

/*
 * The promo codes API's replies as JSON Schema (TypeBox): the server's routes reply through these
 * schemas and the types the dashboard reads are derived from them, so the two cannot differ. The
 * entity types, their labels and the create body stay in promo.ts.
 */

/**
 * A promo code (spec 3 section 3): the reply of `POST promotion-write/promo` and the rows of
 * `GET promotion-read/promo-codes`. `discount` is a fraction (0.15 is shown as 15).
 */
export const PromoCodeSchema = Type.Object({
  sys_id: sysId(),
  promo_code: Type.String(),
  discount: Type.Number({ description: 'A fraction from 0.01 to 1 (0.15 is shown as 15)' }),
  entity_type: Type.Union(
    PROMO_ENTITY_TYPES.map((type) => Type.Literal(type)),
    { description: 'One of PROMO_ENTITY_TYPES' },
  ),
  entity_id: sysId('The clinic, physician or package; EMERGENCY_PROMO_ENTITY_ID for an EMERGENCY code'),
  end_date: isoTime("The end of the code's last day"),
  entity_name: Type.Optional(Type.String({ description: "The entity's name where it has one (clinic, physician, package title)" })),
  entity_name_ar: Type.Optional(Type.String({ description: "The entity's Arabic name where it has one (clinic, physician), shown in Arabic" })),
});
export type PromoCode = Static<typeof PromoCodeSchema>;
