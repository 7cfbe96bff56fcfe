import { Type, type TArray, type TInteger, type TObject, type TSchema } from '@sinclair/typebox';

/*
 * The shared list payloads of envelope.ts (`RowsPage`, `DataPage`) as JSON Schema (TypeBox), for the
 * routes' reply schemas: `RowsPageSchema(ClinicSchema)` is the schema of a `RowsPage<Clinic>`.
 */

const total = () => Type.Integer({ minimum: 0, description: 'How many items match, over every page' });

/** `{ count, rows }`: the payload of the ADMIN listings (`RowsPage<T>`). */
export function RowsPageSchema<T extends TSchema>(item: T): TObject<{ count: TInteger; rows: TArray<T> }> {
  return Type.Object({ count: total(), rows: Type.Array(item, { description: 'The items of the page asked for' }) });
}

/** `{ count, data }`: the payload of the PIC listings (`DataPage<T>`). */
export function DataPageSchema<T extends TSchema>(item: T): TObject<{ count: TInteger; data: TArray<T> }> {
  return Type.Object({ count: total(), data: Type.Array(item, { description: 'The items of the page asked for' }) });
}
