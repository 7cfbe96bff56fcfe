import { getTableColumns, type Table } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AnyObjectSchema, InferType } from 'yup';
import { recordAudit } from '../audit/audit.service';
import type { Db, Tx } from '../db/database';
import type { AuthUser } from '../fastify-augment';
import type { HttpError } from '../http/errors';
import { validateBody } from '../http/validate';
import { storedMediaLink } from '../media/media-link';
import { recordRemoval, type TrashKind } from '../trash/trash.service';
import { insertRow, updateRow, type EntityTable } from './entity-table';
import { retryOnClash, type Clashes } from './unique-clash';

/*
 * One write path for every entity: create, update (PATCH) and soft delete.
 *
 * - Create: the body's fields are picked by the shared create schema's own keys, validated, handed
 *   to the entity's `row` hook (owner, derived columns, unique paths...), inserted and audited, in
 *   one transaction.
 * - Update: the row is locked, `access` checks ownership, the patch is merged over the stored row
 *   as schema input and the whole record is validated, so rules across fields hold; only the
 *   fields the body names (plus what the hooks derive) are written; the audit has before/after.
 * - Delete: lock, `access`, set deleted_at, put it in the Trash (`trash`), audit.
 * The validated body is the schema's InferType, checked at compile time against the table's insert
 * type: a schema field that is no column, or one a column cannot hold, fails `tsc` (see
 * `FitsTable`), unless the entity lists it in `apart` and writes it itself.
 * Rows are inserted and updated by the kit (entity-table.ts); an entity gives only its `find`.
 */

type Insert<T extends Table> = T['$inferInsert'];
type Select<T extends Table> = T['$inferSelect'];
/** A request body once known to be a JSON object. */
export type Body = Readonly<Record<string, unknown>>;

/** Schema fields that are no column of the table, or whose values the column cannot hold. */
export type NotColumns<V, I> = {
  [K in keyof V]-?: K extends keyof I ? ([NonNullable<V[K]>] extends [NonNullable<I[K]>] ? never : K) : K;
}[keyof V];

/** Resolves to `unknown` when the schema fits the table, else demands a property naming the misfits (a tsc error). */
export type FitsTable<T extends Table, S extends AnyObjectSchema, A extends PropertyKey> =
  [NotColumns<Omit<InferType<S>, A>, Insert<T>>] extends [never]
    ? unknown
    : { schemaFieldsThatAreNotColumns: NotColumns<Omit<InferType<S>, A>, Insert<T>> };

/** Columns that cannot hold null. */
export type NotNullKeys<I> = Extract<{ [K in keyof I]-?: null extends I[K] ? never : K }[keyof I], string>;

/** The validated body as columns; empty text may become null where the column allows it (`blankAsNull`). */
export type BodyColumns<V, I> = { [K in keyof V & keyof I]: V[K] | (null extends I[K] ? null : never) };
/** The named fields of a patch as columns: a field cleared in the body is null. */
export type ChangedColumns<V, I> = { [K in keyof V & keyof I]?: Exclude<V[K], undefined> | (null extends I[K] ? null : never) };

/** What every hook sees of the request. */
export interface WriteRequest<P> {
  tx: Tx;
  user: AuthUser;
  body: Body;
  /** The result of `prepare`. */
  prepared: P;
}

export interface EntityWriterSpec<
  T extends Table,
  S extends AnyObjectSchema,
  U extends AnyObjectSchema,
  A extends string,
  Ctx,
  View,
  P,
> {
  /** The audit log's entity_type. */
  entityType: string;
  /** The Trash's name of the kind (issue 29): a removal puts the row in the Trash, restorable for TRASH_DAYS days. */
  trash?: TrashKind;
  table: T;
  /** Its keys (less `apart`) are the fields a body may write; anything else in a body is ignored. */
  createSchema: S;
  /** Validates the whole record after a PATCH is merged over the stored row. */
  updateSchema: U;
  /** Schema fields never copied from a body or into the columns: the hooks handle them (an owner, a password, a derived label). */
  apart?: readonly A[];
  /** Not-null columns for which a body's null means "leave it as it is" rather than "clear it". */
  keepOnNull?: readonly NotNullKeys<Insert<T>>[];
  /** A body value treated as absent beyond undefined (e.g. an empty fee). */
  ignore?: (key: string, value: unknown) => boolean;
  /** Store empty text as null where the column allows null. */
  blankAsNull?: boolean;
  /** Image link columns: a link to our own upload is stored as its path (`storedMediaLink`), whatever host it came through. */
  mediaLinks?: readonly Extract<keyof Insert<T>, string>[];
  errors: { notAnObject: () => HttpError; notFound: () => HttpError };
  /** Unique indexes a write can run into although checked first (two writes at once). */
  clashes?: Clashes;
  /** The live (not deleted) row; `forUpdate` locks it until the transaction ends. */
  find(tx: Tx, sysId: string, options: { forUpdate: true }): Promise<Select<T> | undefined>;
  /** Plain inserts and updates of the table unless given (e.g. to write a second table too). */
  insert?(tx: Tx, values: Insert<T>): Promise<Select<T>>;
  update?(tx: Tx, sysId: string, changes: Partial<Insert<T>>): Promise<Select<T>>;
  /**
   * May this user write this row? Throws (403, 404) if not; returns what the view needs (e.g. the
   * physician's clinic). Also run on the written row, so no write leaves a row its author cannot reach.
   */
  access(tx: Tx, user: AuthUser, row: Select<T>): Promise<Ctx> | Ctx;
  view(row: Select<T>, context: Ctx): View;
  /** Work on the body done once, before the transaction (hashing a password); its result reaches every hook. */
  prepare?(body: Body, user: AuthUser): Promise<P> | P;
  onCreate: {
    /** Schema input the entity fills itself, validated with the body (the owner, a password). */
    input?(body: Body, user: AuthUser, prepared: P): Record<string, unknown>;
    /** The row to insert: the body's columns plus what the entity derives. */
    row(write: WriteRequest<P> & { values: InferType<S>; columns: BodyColumns<Omit<InferType<S>, A>, Insert<T>> }): Promise<Insert<T>>;
  };
  onUpdate: {
    /** Before merging (checks before validation): schema input the entity adds, and changes of apart fields. */
    before?(write: WriteRequest<P> & { row: Select<T> }): Promise<{ input?: Record<string, unknown>; changes?: Partial<Insert<T>> }>;
    /** The changes to write: the named columns plus what the entity derives. */
    changes(
      write: WriteRequest<P> & { row: Select<T>; values: InferType<U>; columns: ChangedColumns<Omit<InferType<U>, A>, Insert<T>> },
    ): Promise<Partial<Insert<T>>>;
  };
  /**
   * Before the soft delete, in its transaction: refuse it (throw) while the row is still needed, or
   * take the rows that depend on it along (a clinic's physicians), so nothing is left pointing at it.
   */
  onRemove?(write: { tx: Tx; user: AuthUser; row: Select<T> }): Promise<void>;
}

export interface EntityWriter<View> {
  create(db: Db, request: FastifyRequest, user: AuthUser, body: unknown): Promise<View>;
  update(db: Db, request: FastifyRequest, user: AuthUser, sysId: string, body: unknown): Promise<View>;
  /** A soft delete: the row stays (history), hidden everywhere. */
  remove(db: Db, request: FastifyRequest, user: AuthUser, sysId: string): Promise<View>;
}

/** Drops null values: to the shared schemas a field is either there or missing. */
function withoutNulls(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null));
}

export function defineEntityWriter<
  T extends EntityTable & { $inferSelect: { sys_id: string; deleted_at: Date | null }; $inferInsert: { deleted_at?: Date | null } },
  S extends AnyObjectSchema,
  U extends AnyObjectSchema,
  Ctx,
  View,
  A extends Extract<keyof InferType<S>, string> = never,
  P = undefined,
>(spec: EntityWriterSpec<T, S, U, A, Ctx, View, P> & FitsTable<T, S, A> & FitsTable<T, U, A>): EntityWriter<View> {
  const apart = new Set<string>(spec.apart ?? []);
  const keepOnNull = new Set<string>(spec.keepOnNull ?? []);
  const mediaLinks = new Set<string>(spec.mediaLinks ?? []);
  const fields = Object.keys(spec.createSchema.fields).filter((key) => !apart.has(key));
  const schemaFields = new Set(Object.keys(spec.createSchema.fields));
  const columns = getTableColumns(spec.table);
  const nullable = (key: string) => key in columns && !columns[key].notNull;
  const insert = spec.insert ?? ((tx: Tx, values: Insert<T>) => insertRow(tx, spec.table, values));
  const update = spec.update ?? ((tx: Tx, sysId: string, changes: Partial<Insert<T>>) => updateRow(tx, spec.table, sysId, changes));

  function bodyOf(body: unknown): Body {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw spec.errors.notAnObject();
    return body as Body;
  }

  /** The writable fields present in a body; `null` is kept (on update it clears the field). */
  function picked(body: Body): Record<string, unknown> {
    const patch: Record<string, unknown> = {};
    for (const key of fields) {
      const value = body[key];
      if (value === undefined || spec.ignore?.(key, value)) continue;
      if (value === null && keepOnNull.has(key)) continue;
      patch[key] = value;
    }
    return patch;
  }

  /** A validated value as its column holds it. */
  function columnValue(key: string, value: unknown): unknown {
    if (spec.blankAsNull && value === '' && nullable(key)) return null;
    return mediaLinks.has(key) && typeof value === 'string' ? storedMediaLink(value) : value;
  }

  /*
   * The validated body as columns, built key by key. TypeScript cannot type an object built by
   * iterating keys, hence the casts below; what they claim is checked at compile time by
   * FitsTable (each schema field is a column that can hold its value) and here at run time
   * (null only where the column is nullable).
   */
  function createColumns(values: InferType<S>): BodyColumns<Omit<InferType<S>, A>, Insert<T>> {
    const built: Record<string, unknown> = {};
    for (const key of fields) if (values[key] !== undefined) built[key] = columnValue(key, values[key]);
    return built as BodyColumns<Omit<InferType<S>, A>, Insert<T>>;
  }

  function changedColumns(patch: Record<string, unknown>, values: InferType<U>): ChangedColumns<Omit<InferType<U>, A>, Insert<T>> {
    const built: Record<string, unknown> = {};
    for (const key of Object.keys(patch)) {
      const value = columnValue(key, values[key] ?? null);
      if (value !== null || nullable(key)) built[key] = value;
    }
    return built as ChangedColumns<Omit<InferType<U>, A>, Insert<T>>;
  }

  /** The stored row as schema input, so a partial PATCH is validated as the whole record. */
  function storedAsInput(row: Select<T>): Record<string, unknown> {
    return Object.fromEntries(Object.entries(row).filter(([key, value]) => schemaFields.has(key) && value !== null));
  }

  /** Without a `prepare` hook, P is its default `undefined`: a link TypeScript cannot draw from the spec's shape. */
  async function prepared(body: Body, user: AuthUser): Promise<P> {
    return spec.prepare ? spec.prepare(body, user) : (undefined as P);
  }

  async function locked(tx: Tx, user: AuthUser, sysId: string): Promise<{ row: Select<T>; context: Ctx }> {
    const row = await spec.find(tx, sysId, { forUpdate: true });
    if (!row) throw spec.errors.notFound();
    return { row, context: await spec.access(tx, user, row) };
  }

  const { entityType } = spec;
  return {
    async create(db, request, user, rawBody) {
      const body = bodyOf(rawBody);
      const done = await prepared(body, user);
      const input = { ...withoutNulls(picked(body)), ...spec.onCreate.input?.(body, user, done) };
      const values = await validateBody(spec.createSchema, input);
      return retryOnClash(spec.clashes, () =>
        db.transaction(async (tx) => {
          const write = { tx, user, body, prepared: done, values, columns: createColumns(values) };
          const row = await insert(tx, await spec.onCreate.row(write));
          const view = spec.view(row, await spec.access(tx, user, row));
          await recordAudit(tx, request, { action: 'create', entityType, entityId: row.sys_id, after: view });
          return view;
        }),
      );
    },

    async update(db, request, user, sysId, rawBody) {
      const body = bodyOf(rawBody);
      const done = await prepared(body, user);
      return retryOnClash(spec.clashes, () =>
        db.transaction(async (tx) => {
          const { row, context } = await locked(tx, user, sysId);
          const write = { tx, user, body, prepared: done, row };
          const before = await spec.onUpdate.before?.(write);
          const patch = picked(body);
          const merged = withoutNulls({ ...storedAsInput(row), ...patch, ...before?.input });
          const values = await validateBody(spec.updateSchema, merged);
          const changes = await spec.onUpdate.changes({ ...write, values, columns: changedColumns(patch, values) });
          const updated = await update(tx, row.sys_id, { ...before?.changes, ...changes });
          const after = spec.view(updated, await spec.access(tx, user, updated));
          await recordAudit(tx, request, { action: 'update', entityType, entityId: row.sys_id, before: spec.view(row, context), after });
          return after;
        }),
      );
    },

    async remove(db, request, user, sysId) {
      return db.transaction(async (tx) => {
        const { row, context } = await locked(tx, user, sysId);
        await spec.onRemove?.({ tx, user, row });
        const deleted = await update(tx, row.sys_id, { deleted_at: new Date() });
        if (spec.trash) await recordRemoval(tx, { entityType: spec.trash, sysIds: [row.sys_id], removedAt: deleted.deleted_at ?? new Date(), removedBy: user.sys_id });
        await recordAudit(tx, request, {
          action: 'delete',
          entityType,
          entityId: row.sys_id,
          before: { ...spec.view(row, context), deleted_at: row.deleted_at },
          after: { ...spec.view(deleted, context), deleted_at: deleted.deleted_at },
        });
        return spec.view(deleted, context);
      });
    },
  };
}
