import type { MarketplaceHoliday, ScheduleException } from '@mk/contracts';
import type { MarketplaceHolidayRow, ScheduleExceptionRow } from './calendar.tables';

export function exceptionView(row: ScheduleExceptionRow): ScheduleException {
  return {
    sys_id: row.sys_id,
    kind: row.kind,
    from_date: row.from_date,
    until_date: row.until_date,
    periods: row.periods ?? [],
    note: row.note,
    created_at: row.created_at.toISOString(),
  };
}

export function holidayView(row: MarketplaceHolidayRow): MarketplaceHoliday {
  return {
    sys_id: row.sys_id,
    kind: row.kind,
    name_en: row.name_en,
    name_ar: row.name_ar,
    from_date: row.from_date,
    until_date: row.until_date,
    confirmed: row.confirmed,
    updated_at: row.updated_at.toISOString(),
  };
}
