import type { ErMedicine, ErOrderListRow, ErPrescriptionSearchRow, Locale } from '@mk/contracts';
import { localizedName } from '@mk/i18n';

/** A row of the ER list (an ER order) or of the phone search (a prescription without an order yet). */
export type ErRow = ErOrderListRow | ErPrescriptionSearchRow;

/** Search rows carry no order id: issuing them first creates the ER order (spec 2 section 4, action create_order). */
export const needsOrder = (row: ErRow): row is ErPrescriptionSearchRow => !row.sys_id;

/** The prescription id identifies a row in both lists (a search row has no order id). */
export const erRowKey = (row: ErRow) => row.product_id;

export const medicineName = (medicine: ErMedicine, locale: Locale) => localizedName(locale, medicine.generic_name, medicine.generic_name_ar);
