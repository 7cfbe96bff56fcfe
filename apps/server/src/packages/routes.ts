import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ListedPackageSchema,
  PackageSlotSchema,
  PackagesDeletedSchema,
  PackageTimesResetSchema,
  PublicPackageSchema,
  RIYADH_TIME_ZONE,
  RowsPageSchema,
  WrittenPackageSchema,
} from '@mk/contracts';
import { todayIn } from '@mk/scheduling';
import { currentUser, roles, signedIn } from '../auth/policy';
import { ok } from '../http/envelope';
import { idOf, paramOf, SYS_ID_PATTERN, sysIdParam } from '../http/id-param';
import { readPage } from '../http/pagination';
import { queryText } from '../http/query';
import { replies } from '../openapi/reply-schemas';
import { exportRoute } from '../exports/export-route';
import { deletePackages } from './package-delete.service';
import { packageTimes, resetPackageTimes, setPackageTimes } from './package-hours.service';
import { packageExport } from './package.export';
import { changePackage, createPackage } from './package-write.service';
import { ownerPackages, packageById, packageFilterOf, pagedPackages, publicPackages } from './packages.service';
import { packageScheduleSchema, packageSchema, packageUpdateSchema } from '@mk/validators';

/** Spec 3 section 9: 10 per page (the promo form asks 50 at a time). */
const LIST_PAGE = { limit: 10, maxLimit: 100 };
const SYS_ID = sysIdParam('id');
/** Signed in; the service checks the package's facility is the PIC's (ADMIN: any). */
const OF_PACKAGE = { access: signedIn({ ownership: 'package' }) };

const packageIdParams = Type.Object({ id: Type.String({ pattern: SYS_ID_PATTERN, description: 'The package sys_id' }) });
const ownerIdParams = Type.Object({ ownerId: Type.String({ pattern: SYS_ID_PATTERN, description: 'A clinic, center or pharmacy sys_id' }) });
const pageKeys = {
  page: Type.Optional(Type.String({ description: 'The page, from 1 (default 1)' })),
  limit: Type.Optional(Type.String({ description: 'Items per page (default 10, at most 100)' })),
};
const titleKey = { title: Type.Optional(Type.String({ description: 'Part of the English or Arabic title, any case' })) };
/** The filters of every package list (spec 3 section 4). */
const listQuery = Type.Object({
  ...pageKeys,
  ...titleKey,
  from: Type.Optional(Type.String({ description: 'yyyy-mm-dd: offers not ended before this day' })),
  to: Type.Optional(Type.String({ description: 'yyyy-mm-dd: offers started by this day' })),
  tags: Type.Optional(Type.String({ description: 'A comma list of tag ids: packages carrying any of them' })),
  clinicId: Type.Optional(Type.String({ description: "One clinic's packages (not with centerId)" })),
  centerId: Type.Optional(Type.String({ description: "One center's packages (not with clinicId)" })),
});
const packagePage = RowsPageSchema(ListedPackageSchema);

/** Health packages and their 30-minute timetables (spec 3 section 7), under the spec's paths. */
export async function packagesRoutes(plain: FastifyInstance): Promise<void> {
  // Replies typed by their schemas: a handler that returns another shape does not compile.
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/promotion-read/admin',
    { config: { access: roles('ADMIN') }, schema: { summary: 'Every live package, newest first, 10 a page, with filters', querystring: listQuery, response: replies({ 200: packagePage }) } },
    async (request) => ok('Packages', await pagedPackages(app.db, currentUser(request), packageFilterOf(request.query), readPage(request.query, LIST_PAGE))),
  );
  // A clinic, center or pharmacy the PIC is in charge of (ADMIN: any).
  app.get(
    `/promotion-read/clinic/${sysIdParam('ownerId')}`,
    {
      config: { access: signedIn({ ownership: 'clinic' }) },
      schema: { summary: 'The live packages of one clinic, center or pharmacy, newest first, 10 a page', params: ownerIdParams, querystring: listQuery, response: replies({ 200: packagePage }) },
    },
    async (request) => {
      const page = readPage(request.query, LIST_PAGE);
      return ok('Packages', await ownerPackages(app.db, currentUser(request), paramOf(request.params, 'ownerId'), packageFilterOf(request.query), page));
    },
  );
  // ADMIN every package, a PIC those of all their facilities (the promo form searches titles here).
  app.get(
    '/promotion-read/package-clinic',
    {
      config: { access: 'signed-in' },
      schema: { summary: "ADMIN every live package, a PIC those of all their facilities; newest first, 10 a page", querystring: listQuery, response: replies({ 200: packagePage }) },
    },
    async (request) => ok('Packages', await pagedPackages(app.db, currentUser(request), packageFilterOf(request.query), readPage(request.query, LIST_PAGE))),
  );
  // Issue 29: the list as a file (ADMIN every package, a PIC their facilities' or one of them: ownerId).
  exportRoute(app, packageExport);
  app.get(
    `/promotion-read/package/${SYS_ID}`,
    { config: OF_PACKAGE, schema: { summary: "One live package with its owner's names and tags", params: packageIdParams, response: replies({ 200: ListedPackageSchema }) } },
    async (request) => ok('Package', await packageById(app.db, currentUser(request), idOf(request.params))),
  );
  app.post(
    '/promotion-write/package',
    { config: { bodyRules: packageSchema, access: signedIn({ ownership: 'clinic' }) }, schema: { summary: 'Creates a package of a clinic, center or pharmacy', response: replies({ 201: WrittenPackageSchema }) } },
    async (request, reply) => {
      const created = await createPackage(app.db, request, currentUser(request), request.body);
      return reply.status(201).send(ok('Package created successfully', created));
    },
  );
  app.patch(
    `/promotion-write/package/${SYS_ID}`,
    { config: { ...OF_PACKAGE, bodyRules: packageUpdateSchema.partial() }, schema: { summary: 'Changes a package (never its owner)', params: packageIdParams, response: replies({ 200: WrittenPackageSchema }) } },
    async (request) => ok('Package updated successfully', await changePackage(app.db, request, currentUser(request), idOf(request.params), request.body)),
  );
  app.delete(
    '/promotion-write/delete-package',
    { config: OF_PACKAGE, schema: { summary: 'Deletes the packages of the body (`{ ids }`), all or nothing', response: replies({ 200: PackagesDeletedSchema }) } },
    async (request) => {
      const result = await deletePackages(app.db, request, currentUser(request), request.body);
      return ok(`Deleted ${result.deleted} record(s) successfully`, result);
    },
  );

  app.get(
    `/promotion-read/package-times/${SYS_ID}`,
    { config: OF_PACKAGE, schema: { summary: "A package's stored 30-minute slots (HHmm)", params: packageIdParams, response: replies({ 200: Type.Array(PackageSlotSchema) }) } },
    async (request) => ok('Package schedule', await packageTimes(app.db, currentUser(request), idOf(request.params))),
  );
  app.post(
    '/promotion-write/update-timeslots',
    { config: { ...OF_PACKAGE, bodyRules: packageScheduleSchema }, schema: { summary: "Replaces a package's timetable with the 30-minute slots of the periods", response: replies({ 200: Type.Array(PackageSlotSchema) }) } },
    async (request) => ok('Package schedule created successfully', await setPackageTimes(app.db, request, currentUser(request), request.body)),
  );
  app.delete(
    `/promotion-write/reset-hours/${SYS_ID}`,
    { config: OF_PACKAGE, schema: { summary: "Empties a package's timetable (it leaves the patient app)", params: packageIdParams, response: replies({ 200: PackageTimesResetSchema }) } },
    async (request) => ok('Package schedule successfully reset', await resetPackageTimes(app.db, request, currentUser(request), idOf(request.params))),
  );

  // The patient app's package listing (public, like its clinic listing): what "no longer listed in the patient app" means.
  app.get(
    '/patient-app/packages',
    {
      config: { access: 'public' },
      schema: {
        summary: "The patient app's packages: live offers not ended, of live facilities, with a timetable; newest first",
        querystring: Type.Object({ ...pageKeys, ...titleKey }),
        response: replies({ 200: RowsPageSchema(PublicPackageSchema) }),
      },
    },
    async (request) => {
      const today = todayIn(app.clock(), RIYADH_TIME_ZONE);
      const filter = { title: queryText(request.query, 'title') };
      return ok('Packages', await publicPackages(app.db, today, filter, readPage(request.query, LIST_PAGE), app.config.publicUrl));
    },
  );
}
