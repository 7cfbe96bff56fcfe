import type { HolidayKind, HolidayPayload, MarketplaceHoliday } from '@mk/contracts';

/** The form's fields: a kind not yet chosen is '', a day not (wholly) typed is ''. */
export interface HolidayFormValues {
  kind: HolidayKind | '';
  name_en: string;
  name_ar: string;
  from_date: string;
  until_date: string;
  confirmed: boolean;
}

/** A new entry: a public holiday, not confirmed until ADMIN ticks it. */
export const blankHoliday = (): HolidayFormValues => ({ kind: 'holiday', name_en: '', name_ar: '', from_date: '', until_date: '', confirmed: false });

/** A stored entry's own fields (none of the server's): the form's values when editing, and what a confirm sends back. */
export const holidayValues = (holiday: MarketplaceHoliday): Required<HolidayPayload> => ({
  kind: holiday.kind,
  name_en: holiday.name_en,
  name_ar: holiday.name_ar,
  from_date: holiday.from_date,
  until_date: holiday.until_date,
  confirmed: holiday.confirmed,
});

/** The body sent, once the schema passed: the names without their surrounding spaces. */
export const holidayPayload = (values: HolidayFormValues): HolidayPayload => ({
  kind: values.kind as HolidayKind,
  name_en: values.name_en.trim(),
  name_ar: values.name_ar.trim(),
  from_date: values.from_date,
  until_date: values.until_date,
  confirmed: values.confirmed,
});
