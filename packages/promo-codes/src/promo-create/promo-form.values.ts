import { toNonNegativeNumber } from '@mk/validators';
import { discountToFraction, type PromoCodeCreate, type PromoEntityType } from '../contract';

/** The create form's fields: the discount as typed (a percentage), the day as 'yyyy-MM-dd'. */
export interface PromoFormValues {
  promo_code: string;
  discount: string;
  end_date: string;
  /** '' until chosen. */
  entity_type: string;
  /** The chosen clinics, physicians or packages (none for EMERGENCY). */
  entity_ids: string[];
}

export const emptyPromoValues = (): PromoFormValues => ({ promo_code: '', discount: '', end_date: '', entity_type: '', entity_ids: [] });

/**
 * The body of `POST promotion-write/promo` for one entity: the code trimmed, the percentage as the
 * stored fraction (15 -> 0.15), the last day as picked (the server reads it as the end of that day).
 */
export function promoBody(values: PromoFormValues, entityId: string): PromoCodeCreate {
  return {
    promo_code: values.promo_code.trim(),
    discount: discountToFraction(toNonNegativeNumber(values.discount) ?? Number(values.discount)),
    entity_type: values.entity_type as PromoEntityType,
    entity_id: entityId,
    end_date: values.end_date,
  };
}
