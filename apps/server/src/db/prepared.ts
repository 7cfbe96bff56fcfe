import type { DbOrTx } from './database';

/**
 * A query drizzle builds once per database handle (or transaction) and then runs with new values
 * through placeholders (`sql.placeholder`). Without it drizzle turns the query into SQL text again on
 * every call, which was the largest share of a list request's CPU under load (issue 11). On
 * PostgreSQL the statement is also named, so each pooled connection plans it once.
 *
 * A query whose text depends on its input (optional filters) has one prepared query per shape:
 * `shape` is part of the statement's name, and the same shape must always build the same text.
 */
export function preparedPerDatabase<Query, Shape extends string = ''>(
  name: string,
  build: (db: DbOrTx, statementName: string, shape: Shape) => Query,
): (db: DbOrTx, shape?: Shape) => Query {
  const byDatabase = new WeakMap<DbOrTx, Map<string, Query>>();
  return (db, shape = '' as Shape) => {
    let shapes = byDatabase.get(db);
    if (!shapes) {
      shapes = new Map();
      byDatabase.set(db, shapes);
    }
    let query = shapes.get(shape);
    if (!query) {
      query = build(db, shape ? `${name}_${shape}` : name, shape);
      shapes.set(shape, query);
    }
    return query;
  };
}

/**
 * A filter shape from the filters a request uses (each a name, or nothing when unused): their names
 * joined ('name_city_tags'), 'all' for none. `shapeUses` reads it back when the query is built.
 */
export const filterShape = (used: Array<string | false | 0 | undefined>): string => used.filter(Boolean).join('_') || 'all';

export const shapeUses = (shape: string): ReadonlySet<string> => new Set(shape.split('_'));
