import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { deletedAt, sysId, timestamps } from './columns';

/** A criterion a procedure can list (spec 3 section 3): a fixed catalogue, seeded. */
export const criteria = pgTable('criteria', {
  sys_id: sysId(),
  name: text('name').notNull(),
  arabic_name: text('arabic_name').notNull(),
  ...timestamps(),
});

/** A procedure (spec 3 section 3); its criteria are the rows of procedure_criteria. Deleting sets deleted_at. */
export const procedures = pgTable(
  'procedures',
  {
    sys_id: sysId(),
    name: text('name').notNull(),
    arabic_name: text('arabic_name').notNull(),
    ...timestamps(),
    deleted_at: deletedAt(),
  },
  (t) => [index('procedures_name_idx').on(t.name)],
);

/** Which criteria a procedure lists; the foreign key refuses an unknown criterion. */
export const procedureCriteria = pgTable(
  'procedure_criteria',
  {
    procedure_id: uuid('procedure_id')
      .notNull()
      .references(() => procedures.sys_id),
    criterion_id: uuid('criterion_id')
      .notNull()
      .references(() => criteria.sys_id),
  },
  (t) => [primaryKey({ name: 'procedure_criteria_pk', columns: [t.procedure_id, t.criterion_id] }), index('procedure_criteria_criterion_idx').on(t.criterion_id)],
);

export type CriterionRow = typeof criteria.$inferSelect;
export type ProcedureRow = typeof procedures.$inferSelect;
export type NewProcedureRow = typeof procedures.$inferInsert;
