import { getTableName, sql, type Column, type SQL, type SQLWrapper } from 'drizzle-orm';

/*
 * Pieces the Home's prepared queries share. Values go in through placeholders (db/prepared.ts);
 * placeholders skip a column's own encoding, so times go in as ISO text, as drizzle writes them.
 */

/** `column = ANY($name::uuid[])`: one array value, so one statement serves any number of facilities. */
export const isAnyOf = (column: SQLWrapper, name: string): SQL => sql`${column} = ANY(${sql.placeholder(name)}::uuid[])`;

/**
 * `"table"."column"`: in a query's select list drizzle writes a column of a one-table query without
 * its table, which inside a correlated subquery would name the subquery's own column.
 */
export const qualified = (column: Column): SQL => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** A time as a placeholder's value. */
export const at = (time: Date): string => time.toISOString();

/** A money sum as SAR text with two decimals ('0.00' over no rows), in the database's own decimal arithmetic. */
export const moneySum = (column: SQLWrapper): SQL<string> => sql<string>`coalesce(sum(${column}), 0)::numeric(14, 2)::text`;

/** Counts keyed by a value, every key of `keys` listed in its order (zero when absent). */
export function countsOf<K extends string>(keys: readonly K[], rows: readonly { key: string; count: number }[]): { key: K; count: number }[] {
  const byKey = new Map(rows.map((row) => [row.key, Number(row.count)]));
  return keys.map((key) => ({ key, count: byKey.get(key) ?? 0 }));
}
