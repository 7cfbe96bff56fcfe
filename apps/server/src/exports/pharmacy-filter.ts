import { Type } from '@sinclair/typebox';
import { SYS_ID_PATTERN } from '../http/id-param';

/**
 * The pharmacy of an export whose list names it in its path (`live-orders/{pharmacyId}`): the export,
 * a sibling path, takes it as the required `pharmacy_id`.
 */
export const PHARMACY_FILTER = {
  pharmacy_id: Type.String({ pattern: SYS_ID_PATTERN, description: 'The pharmacy (required, as in the list’s path)' }),
};

export interface PharmacyFilter {
  pharmacyId: string;
}

export const pharmacyFilterOf = (query: Record<string, unknown>): PharmacyFilter => ({ pharmacyId: String(query.pharmacy_id).toLowerCase() });
