import { BULK_PATIENT_BATCH_SIZE, BulkPatientResultSchema, DataPageSchema, PAGE_LIMITS, PatientIdentityTakenSchema, PatientLookupSchema, PatientSchema } from '@mk/contracts';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { recordAudit } from '../audit/audit.service';
import { currentUser, roles, signedIn } from '../auth/policy';
import { ok } from '../http/envelope';
import { readPage } from '../http/pagination';
import { paramOf, SYS_ID_PATTERN, sysIdParam } from '../http/id-param';
import { bodySchemaOf } from '../openapi/body-schema';
import { replies } from '../openapi/reply-schemas';
import { exportRoute } from '../exports/export-route';
import { bulkCreatePatients } from './patient-bulk.service';
import { patientExport } from './patient.export';
import { assertBooksPatients, checkPatientIdentity, identityCheckSchema, searchPatientForBooking } from './patient-search.service';
import { createPatient, pagedPatients, readPatientSearch } from './patients.service';
import { PATIENT_SEARCH_LIMIT, RequestBudget } from '../http/request-budget';
import { patientCsvRowSchema, patientSchema } from '@mk/validators';

/** The rows `bulkCreatePatients` checks one by one with the CSV rules: a refused row is answered in the reply, not by a 400. */
const bulkPatientsBody = {
  type: 'array',
  minItems: 1,
  maxItems: BULK_PATIENT_BATCH_SIZE,
  items: bodySchemaOf(patientCsvRowSchema),
  description: 'Each row is checked by the shared CSV rules (@mk/validators); a refused row comes back rejected with its reason, the others go in.',
};

/** Patients (spec 2 section 7): search by phone, create, the CSV batches, and the ADMIN list. */
export async function patientsRoutes(plain: FastifyInstance): Promise<void> {
  // Replies typed by their schemas: a handler that returns another shape does not compile.
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  // The phone search and the identity check both tell whether a patient exists: one budget per user.
  const takeLookup = new RequestBudget(app.db, 'patient-lookup', PATIENT_SEARCH_LIMIT.limit, PATIENT_SEARCH_LIMIT.windowMs, app.clock).guard();

  // ADMIN, or a PIC in charge of a clinic (the service checks); throttled per user before anything else.
  app.get(
    '/patient-read/search',
    {
      config: { access: signedIn({ ownership: 'clinic' }) },
      schema: {
        summary: "The booking wizard's phone lookup: the patient with this whole phone, the national id masked unless the caller may read it",
        querystring: Type.Object({ phone: Type.Optional(Type.String({ description: 'The whole phone number (required)' })) }),
        response: replies({ 200: PatientLookupSchema }),
      },
    },
    async (request, reply) => {
      await takeLookup(request, reply);
      return ok('Patient found', await searchPatientForBooking(app.db, request, currentUser(request), request.query));
    },
  );

  // The wizard's patient step (our own, docs/deviations.md): is a new patient's national id or phone taken? Booleans only.
  app.post(
    '/patient-read/identity-check',
    {
      config: { bodyRules: identityCheckSchema, access: signedIn({ ownership: 'clinic' }) },
      schema: { summary: "Whether a new patient's national id or phone is already registered (booleans only)", response: replies({ 200: PatientIdentityTakenSchema }) },
    },
    async (request, reply) => {
      await takeLookup(request, reply);
      return ok('Identity checked', await checkPatientIdentity(app.db, request, currentUser(request), request.body));
    },
  );

  // Spec 2 section 9: the patient list defaults to 50 a page. Each page read is audited (one record, the ids shown).
  app.get(
    '/patient-read/',
    {
      config: { access: roles('ADMIN') },
      schema: {
        summary: 'Every patient, newest first, as `count` and `data` (default limit 50, at most 200); each page read is audited',
        querystring: Type.Object({
          page: Type.Optional(Type.String({ description: 'The page, from 1 (default 1)' })),
          limit: Type.Optional(Type.String({ description: 'Items per page' })),
          search: Type.Optional(Type.String({ description: 'A name, or the digits of a phone or a national id' })),
        }),
        response: replies({ 200: DataPageSchema(PatientSchema) }),
      },
    },
    async (request) => {
      const page = readPage(request.query, { limit: PAGE_LIMITS.patientListDefault, maxLimit: 200 });
      const search = readPatientSearch(request.query);
      const patients = await pagedPatients(app.db, page, search);
      await recordAudit(app.db, request, {
        action: 'read',
        entityType: 'patient_list',
        // Whether it was a search, not what was typed: a phone or national id has no place in the audit log.
        after: { offset: page.offset, limit: page.limit, searched: Boolean(search), ids: patients.data.map((patient) => patient.sys_id) },
      });
      return ok('Patients', patients);
    },
  );

  // Issue 29: the list as a file, every page of its search (ADMIN only, audited once per file).
  exportRoute(app, patientExport);

  // Registered at booking time (the wizard): the same people who may look patients up.
  app.post(
    '/patient-write',
    {
      config: { bodyRules: patientSchema, access: signedIn({ ownership: 'clinic' }) },
      schema: { summary: 'Registers a patient (the booking wizard)', response: replies({ 201: PatientSchema }) },
    },
    async (request, reply) => {
      await assertBooksPatients(app.db, currentUser(request));
      const patient = await createPatient(app.db, request, currentUser(request), request.body);
      return reply.status(201).send(ok('Patient created', patient));
    },
  );

  app.post(
    `/patient-write/bulk-create/${sysIdParam('userId')}`,
    {
      config: { access: signedIn({ ownership: 'own account' }), bodyShape: bulkPatientsBody },
      schema: {
        summary: 'One batch of the CSV upload (at most 500 patients): each row created, existing or rejected with the reason',
        params: Type.Object({ userId: Type.String({ pattern: SYS_ID_PATTERN, description: "The caller's own sys_id" }) }),
        response: replies({ 200: BulkPatientResultSchema }),
      },
    },
    async (request) => {
      const result = await bulkCreatePatients(app.db, request, currentUser(request), paramOf(request.params, 'userId'), request.body);
      return ok(`${result.created} created, ${result.existing} already registered, ${result.rejected} rejected`, result);
    },
  );
}
