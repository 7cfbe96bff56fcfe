import { drizzle } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import type { Db } from './database';
import * as schema from './schema';

/*
 * Test-only: the plan check shared by db/list-indexes.int.test.ts and dashboard/home-indexes.int.test.ts.
 * The statements Drizzle sends are captured on the embedded client and explained with
 * `enable_seqscan = off`, so PostgreSQL chooses a sequential scan (or a walk of a whole index) when,
 * and only when, no index serves the condition. Each test file says which tables it checks and why.
 *
 * PGlite only: the plan shape is PostgreSQL's either way, and the captured-statement trick needs the
 * embedded client.
 */
export const describeOnPglite = process.env.DATABASE_URL ? describe.skip : describe;

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

export interface Statement {
  sql: string;
  params: unknown[];
}

/** The embedded client under a test app's database (PGlite runs only). */
export function pgliteOf(db: Db): PGlite {
  return (db as unknown as { $client: PGlite }).$client;
}

/** Runs `read` on a Drizzle handle over the same database that records every statement it sends. */
export async function statementsOf(client: PGlite, read: (db: Db) => Promise<unknown>): Promise<Statement[]> {
  const sent: Statement[] = [];
  const recording = drizzle(client, { schema, logger: { logQuery: (sql, params) => sent.push({ sql, params }) } }) as unknown as Db;
  await read(recording);
  return sent;
}

/** Each index's first column: an index narrows a scan only through a condition on it. */
export async function leadingColumns(client: PGlite): Promise<Map<string, string>> {
  const result = await client.query<{ index: string; column: string }>(`
    SELECT i.relname AS index, a.attname AS column
    FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = x.indkey[0]`);
  return new Map(result.rows.map((row) => [row.index, row.column]));
}

export interface ScanCheck {
  /** The tables whose scans must be keyed by an index; scans of other tables are not looked at. */
  tables: readonly string[];
  /** The leading columns of the indexes (`leadingColumns`); read afresh when not given. */
  leading?: Map<string, string>;
  /** Accept an index scan with a Limit right above it: a page taken in index order, stopped early. */
  pagesInIndexOrder?: boolean;
}

/**
 * The scans of the checked tables in the statement's plan (taken with `enable_seqscan = off`) that are
 * not keyed by an index: a sequential scan, or an index scan with no condition on the index's first
 * column (a walk of the whole index); a bitmap heap scan is keyed when all its bitmap index scans are.
 */
export async function unkeyedScans(client: PGlite, statement: Statement, check: ScanCheck): Promise<string[]> {
  const leading = check.leading ?? (await leadingColumns(client));
  const plan = await client.transaction(async (tx) => {
    await tx.exec('SET LOCAL enable_seqscan = off');
    const result = await tx.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) ${statement.sql}`, statement.params);
    return result.rows[0]['QUERY PLAN'][0].Plan;
  });
  const keyedByIndex = (node: PlanNode): boolean => {
    const column = leading.get(node['Index Name'] ?? '');
    return column !== undefined && new RegExp(`\\b"?${column}"? (=|<|>|<=|>=) `).test(node['Index Cond'] ?? '');
  };
  const bitmapIndexScans = (node: PlanNode): PlanNode[] => (node['Node Type'] === 'Bitmap Index Scan' ? [node] : (node.Plans ?? []).flatMap(bitmapIndexScans));
  const found: string[] = [];
  const walk = (node: PlanNode, parent?: PlanNode) => {
    const table = node['Relation Name'];
    if (table !== undefined && check.tables.includes(table)) {
      const keyed = node['Node Type'] === 'Bitmap Heap Scan' ? bitmapIndexScans(node).every(keyedByIndex) : keyedByIndex(node);
      const pagedInIndexOrder = check.pagesInIndexOrder === true && node['Node Type'].startsWith('Index') && parent?.['Node Type'] === 'Limit';
      if (!keyed && !pagedInIndexOrder) {
        const index = node['Index Name'] ?? bitmapIndexScans(node).map((scan) => scan['Index Name']).join(', ');
        found.push(`${node['Node Type']} on ${table}${index ? ` using ${index}` : ''}`);
      }
    }
    for (const child of node.Plans ?? []) walk(child, node);
  };
  walk(plan);
  return found;
}
