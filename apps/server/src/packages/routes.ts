import type { FastifyInstance } from 'fastify';
import { RIYADH_TIME_ZONE } from '@mk/contracts';
import { todayIn } from '@mk/scheduling';
import { currentUser, roles, signedIn } from '../auth/policy';
import { ok } from '../http/envelope';
import { idOf, paramOf, sysIdParam } from '../http/id-param';
import { readPage } from '../http/pagination';
import { queryText } from '../http/query';
import { deletePackages } from './package-delete.service';
import { packageTimes, resetPackageTimes, setPackageTimes } from './package-hours.service';
import { changePackage, createPackage } from './package-write.service';
import { ownerPackages, packageById, packageFilterOf, pagedPackages, publicPackages } from './packages.service';

/** Spec 3 section 9: 10 per page (the promo form asks 50 at a time). */
const LIST_PAGE = { limit: 10, maxLimit: 100 };
const SYS_ID = sysIdParam('id');
/** Signed in; the service checks the package's facility is the PIC's (ADMIN: any). */
const OF_PACKAGE = { config: { access: signedIn({ ownership: 'package' }) } };

/** Health packages and their 30-minute timetables (spec 3 section 7), under the spec's paths. */
export async function packagesRoutes(app: FastifyInstance): Promise<void> {
  app.get('/promotion-read/admin', { config: { access: roles('ADMIN') } }, async (request) => {
    return ok('Packages', await pagedPackages(app.db, currentUser(request), packageFilterOf(request.query), readPage(request.query, LIST_PAGE)));
  });
  // A clinic, center or pharmacy the PIC is in charge of (ADMIN: any).
  app.get(`/promotion-read/clinic/${sysIdParam('ownerId')}`, { config: { access: signedIn({ ownership: 'clinic' }) } }, async (request) => {
    const page = readPage(request.query, LIST_PAGE);
    return ok('Packages', await ownerPackages(app.db, currentUser(request), paramOf(request.params, 'ownerId'), packageFilterOf(request.query), page));
  });
  // ADMIN every package, a PIC those of all their facilities (the promo form searches titles here).
  app.get('/promotion-read/package-clinic', { config: { access: 'signed-in' } }, async (request) => {
    return ok('Packages', await pagedPackages(app.db, currentUser(request), packageFilterOf(request.query), readPage(request.query, LIST_PAGE)));
  });
  app.get(`/promotion-read/package/${SYS_ID}`, OF_PACKAGE, async (request) => {
    return ok('Package', await packageById(app.db, currentUser(request), idOf(request.params)));
  });
  app.post('/promotion-write/package', { config: { access: signedIn({ ownership: 'clinic' }) } }, async (request, reply) => {
    const created = await createPackage(app.db, request, currentUser(request), request.body);
    return reply.status(201).send(ok('Package created successfully', created));
  });
  app.patch(`/promotion-write/package/${SYS_ID}`, OF_PACKAGE, async (request) => {
    return ok('Package updated successfully', await changePackage(app.db, request, currentUser(request), idOf(request.params), request.body));
  });
  app.delete('/promotion-write/delete-package', OF_PACKAGE, async (request) => {
    const result = await deletePackages(app.db, request, currentUser(request), request.body);
    return ok(`Deleted ${result.deleted} record(s) successfully`, result);
  });

  app.get(`/promotion-read/package-times/${SYS_ID}`, OF_PACKAGE, async (request) => {
    return ok('Package schedule', await packageTimes(app.db, currentUser(request), idOf(request.params)));
  });
  app.post('/promotion-write/update-timeslots', OF_PACKAGE, async (request) => {
    return ok('Package schedule created successfully', await setPackageTimes(app.db, request, currentUser(request), request.body));
  });
  app.delete(`/promotion-write/reset-hours/${SYS_ID}`, OF_PACKAGE, async (request) => {
    return ok('Package schedule successfully reset', await resetPackageTimes(app.db, request, currentUser(request), idOf(request.params)));
  });

  // The patient app's package listing (public, like its clinic listing): what "no longer listed in the patient app" means.
  app.get('/patient-app/packages', { config: { access: 'public' } }, async (request) => {
    const today = todayIn(app.clock(), RIYADH_TIME_ZONE);
    const filter = { title: queryText(request.query, 'title') };
    return ok('Packages', await publicPackages(app.db, today, filter, readPage(request.query, LIST_PAGE), app.config.publicUrl));
  });
}
