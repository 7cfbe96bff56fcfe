import { FACILITY_STATUSES } from '@mk/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

// Shared column builders; each call returns a fresh builder, so they can be spread into several tables.
export const sysId = () => uuid('sys_id').primaryKey().defaultRandom();

export const timestamps = () => ({
  createdAt: timestamp('createdAt', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updatedAt', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

export const deletedAt = () => timestamp('deleted_at', { withTimezone: true });

const flag = <N extends string>(name: N, on: boolean) => boolean(name).notNull().default(on);

/**
 * Not-null switches with their defaults, each column named as its key:
 * `...flags({ walkin_enabled: false, enable_online_pay: true })`.
 */
export function flags<const F extends Record<string, boolean>>(defaults: F): { [K in keyof F & string]: ReturnType<typeof flag<K>> } {
  return Object.fromEntries(Object.entries(defaults).map(([name, on]) => [name, flag(name, on)])) as {
    [K in keyof F & string]: ReturnType<typeof flag<K>>;
  };
}

/**
 * A facility's approval (issue 25): pending (registered by a PIC, waiting for ADMIN), active (in
 * service: reaches patients) or suspended; the reason is ADMIN's words to the PIC. Migration 0017.
 */
export const facilityStatus = () => ({
  status: text('status', { enum: FACILITY_STATUSES }).notNull().default('active'),
  status_reason: text('status_reason'),
});

/** The check that keeps `status` one of FACILITY_STATUSES, named `{table}_status_check`. */
export const facilityStatusCheck = (table: string, status: AnyPgColumn) =>
  check(`${table}_status_check`, sql`${status} IN ('pending', 'active', 'suspended')`);
