import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { BusyTimeSchema, OperatingHoursResetSchema, StoredSlotSchema } from '@mk/contracts';
import { currentUser, signedIn } from '../auth/policy';
import { ok } from '../http/envelope';
import { paramOf, SYS_ID_PATTERN, sysIdParam } from '../http/id-param';
import { replies } from '../openapi/reply-schemas';
import { busyTimes, operatingHours, resetOperatingHours, setOperatingHours } from './schedule.service';
import { physicianScheduleSchema } from '@mk/validators';

/** A physician's weekly schedule (spec 1 section 7, spec 2 section 7), under the spec's appointment-management paths. */
/** The service checks that the physician's clinic is the PIC's (ADMIN: any). */
const OF_PHYSICIAN = { access: signedIn({ ownership: 'physician' }) };

const physicianIdParams = Type.Object({ physicianId: Type.String({ pattern: SYS_ID_PATTERN, description: 'The physician sys_id' }) });

export async function schedulesRoutes(plain: FastifyInstance): Promise<void> {
  // Replies typed by their schemas: a handler that returns another shape does not compile.
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  const physicianId = sysIdParam('physicianId');
  const idOf = (params: unknown) => paramOf(params, 'physicianId');

  app.get(
    `/appointment-management/get-operating-hour/${physicianId}`,
    {
      config: OF_PHYSICIAN,
      schema: {
        summary: "A physician's stored weekly slots, by day and start (HHMM)",
        params: physicianIdParams,
        response: replies({ 200: Type.Array(StoredSlotSchema) }),
      },
    },
    async (request) => {
      return ok('Operating hours', await operatingHours(app.db, currentUser(request), idOf(request.params)));
    },
  );

  app.get(
    `/appointment-management/physician-appointments/${physicianId}`,
    {
      config: OF_PHYSICIAN,
      schema: {
        summary: "A physician's upcoming booked times (not cancelled), each from its start to the end of its slot, by time",
        params: physicianIdParams,
        response: replies({ 200: Type.Array(BusyTimeSchema) }),
      },
    },
    async (request) => {
      return ok('Busy times', await busyTimes(app.db, currentUser(request), idOf(request.params)));
    },
  );

  app.post(
    '/appointment-management/set-operating-hour-v3',
    {
      config: { ...OF_PHYSICIAN, bodyRules: physicianScheduleSchema },
      schema: {
        summary: "Replaces a physician's weekly schedule with the slots of the periods sent, cut by the consultation duration, and answers them",
        response: replies({ 200: Type.Array(StoredSlotSchema) }),
      },
    },
    async (request) => {
      return ok('Operating hours saved', await setOperatingHours(app.db, request, currentUser(request), request.body));
    },
  );

  app.delete(
    `/appointment-management/reset-operating-hour/${physicianId}`,
    {
      config: OF_PHYSICIAN,
      schema: {
        summary: "Empties a physician's schedule (the physician leaves the patient app) and answers how many slots went",
        params: physicianIdParams,
        response: replies({ 200: OperatingHoursResetSchema }),
      },
    },
    async (request) => {
      return ok('Operating hours reset', await resetOperatingHours(app.db, request, currentUser(request), idOf(request.params)));
    },
  );
}
