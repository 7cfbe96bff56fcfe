import { Type, type Static } from '@sinclair/typebox';
import { isoTime, text } from './schema-fields';

/*
 * The audit trail's reply (`GET audit-read/`, ADMIN) as JSON Schema (TypeBox): the server's route replies
 * through it, so a column added to the trail does not reach the client unless declared here.
 */

/** A record of the audit trail: who did what to which entity, with the values before and after. */
export const AuditRecordSchema = Type.Object({
  id: Type.Integer({ minimum: 1, description: 'The serial number; newest first' }),
  actor_id: text('The sys_id of the user who acted; null for an anonymous caller (a failed sign-in)'),
  actor_role: text("The actor's role ('ADMIN' or 'PIC'); null for an anonymous caller"),
  action: Type.String({ description: 'What happened, such as `login`, `clinic_update` or `read_personal_data`' }),
  entity_type: Type.String({ description: 'The kind of entity acted on, such as `clinic` or `administrator`' }),
  entity_id: text('The entity acted on; null when the action names none'),
  before: Type.Unknown({ description: 'The values before the change (JSON), or null' }),
  after: Type.Unknown({ description: 'The values after the change, or the details of the action (JSON), or null' }),
  ip: text('The address of the caller'),
  created_at: isoTime('When it happened'),
});
export type AuditRecord = Static<typeof AuditRecordSchema>;

/** The kinds of record whose history `GET audit-read/history/{entity_type}/{id}` tells, as the audit trail names them. */
export const HISTORY_ENTITY_TYPES = [
  'clinic',
  'physician',
  'pharmacy',
  'center',
  'medical_service',
  'package',
  'promo_code',
  'patient',
  'appointment',
  'order',
] as const;
export type HistoryEntityType = (typeof HISTORY_ENTITY_TYPES)[number];

/** One field a change touched: its value before (null when it was created) and after (null when removed). */
export const HistoryChangeSchema = Type.Object({
  field: Type.String({ description: 'The field as the API names it, such as `name_ar` or `bank_account`' }),
  old: Type.Unknown({ description: 'The value before; secrets are never given, personal ids masked' }),
  new: Type.Unknown({ description: 'The value after; secrets are never given, personal ids masked' }),
});
export type HistoryChange = Static<typeof HistoryChangeSchema>;

/** One write to a record, as its History tab shows it. */
export const HistoryEntrySchema = Type.Object({
  at: isoTime('When it happened'),
  actor: Type.Union(
    [
      Type.Object({
        sys_id: Type.String(),
        name: text('The name of the account, null when it no longer exists'),
        role: Type.String({ description: "'ADMIN', 'PIC' or 'PATIENT'" }),
      }),
      Type.Null(),
    ],
    { description: 'Who did it; null for the system (a scheduled job, the seed)' },
  ),
  action: Type.String({ description: 'What happened: `create`, `update`, `delete`, `status_change`...' }),
  changes: Type.Array(HistoryChangeSchema),
});
export type HistoryEntry = Static<typeof HistoryEntrySchema>;

/** The payload of `GET /health`: the database answers. */
export const HealthSchema = Type.Object({
  database: Type.Literal('up'),
  kind: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')], { description: 'The database the server runs on' }),
});
export type Health = Static<typeof HealthSchema>;
/** `GET /api/health/live`: the process answers (nothing else is checked). */
export const LivenessSchema = Type.Object({ live: Type.Literal(true) });
export type Liveness = Static<typeof LivenessSchema>;
/** `GET /api/health/ready`: the process takes requests: started, its database answers, not shutting down. */
export const ReadinessSchema = Type.Object({ ready: Type.Literal(true), database: HealthSchema.properties.database, kind: HealthSchema.properties.kind });
export type Readiness = Static<typeof ReadinessSchema>;
