import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { holidaySchema, scheduleExceptionSchema } from '@mk/validators';
import { ExceptionCreatedSchema, MarketplaceHolidaySchema, ScheduleExceptionSchema, type ExceptionOwner } from '@mk/contracts';
import { currentUser, roles, signedIn } from '../auth/policy';
import { ok } from '../http/envelope';
import { paramOf, SYS_ID_PATTERN, sysIdParam } from '../http/id-param';
import { queryDay } from '../http/query';
import type { AccessDecisions } from '../kit/server-domain';
import { replies } from '../openapi/reply-schemas';
import { addException, listExceptions, removeException } from './exceptions.service';
import { addHoliday, changeHoliday, listHolidays, proposeHolidays, removeHoliday } from './holidays.service';

const ADMIN_ONLY = { access: roles('ADMIN') };

/** The calendar's writes are ADMIN's alone; its read is every signed-in user's (the booking wizard applies it). */
export const calendarAccess: AccessDecisions = {
  adminOnlyRoutes: [
    'POST /api/calendar-write/holidays',
    'POST /api/calendar-write/holidays/propose',
    `PATCH /api/calendar-write/holidays/${sysIdParam('holidayId')}`,
    `DELETE /api/calendar-write/holidays/${sysIdParam('holidayId')}`,
  ],
};

/** Where each owner's exceptions live: the spec's prefixes of its schedule (issue 30's paths). */
const EXCEPTION_PATHS: readonly { owner: ExceptionOwner; read: string; write: string; label: string }[] = [
  { owner: 'physician', read: '/appointment-management/exceptions', write: '/appointment-management/exceptions', label: "a physician's" },
  { owner: 'center', read: '/medical-service-read/center-exceptions', write: '/medical-service-write/center-exceptions', label: "a center's" },
  { owner: 'package', read: '/promotion-read/package-exceptions', write: '/promotion-write/package-exceptions', label: "a package's" },
];

const idParam = (name: string, description: string) => Type.String({ pattern: SYS_ID_PATTERN, description });

const proposalShape = Type.Object({ year: Type.Integer({ minimum: 2000, maximum: 2100, description: 'The Gregorian year' }) });

/** Issue 30: exceptions to the weekly schedules of physicians, centers and packages, and the marketplace's calendar. */
export async function calendarRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();

  for (const { owner, read, write, label } of EXCEPTION_PATHS) {
    const access = { access: signedIn({ ownership: owner }) };
    const writeConfig = { ...access, bodyRules: scheduleExceptionSchema };
    const ownerParams = Type.Object({ ownerId: idParam('ownerId', `The ${owner}'s sys_id`) });
    app.get(
      `${read}/${sysIdParam('ownerId')}`,
      {
        config: access,
        schema: {
          summary: `The exceptions to ${label} weekly schedule (days off, other hours, seasons), by first day`,
          params: ownerParams,
          response: replies({ 200: Type.Array(ScheduleExceptionSchema) }),
        },
      },
      async (request) => ok('Exceptions', await listExceptions(app.db, currentUser(request), owner, paramOf(request.params, 'ownerId'))),
    );
    app.post(
      `${write}/${sysIdParam('ownerId')}`,
      {
        config: writeConfig,
        schema: {
          summary: `Adds a day off, other hours or a season to ${label} schedule; overlapping another is refused (409). A physician's reply lists the live appointments left outside the schedule`,
          params: ownerParams,
          response: replies({ 200: ExceptionCreatedSchema }),
        },
      },
      async (request) =>
        ok('Exception added', await addException(app.db, request, currentUser(request), owner, paramOf(request.params, 'ownerId'), request.body)),
    );
    app.delete(
      `${write}/${sysIdParam('ownerId')}/${sysIdParam('exceptionId')}`,
      {
        config: access,
        schema: {
          summary: `Removes an exception from ${label} schedule; its days follow the weekly schedule again`,
          params: Type.Object({ ownerId: idParam('ownerId', `The ${owner}'s sys_id`), exceptionId: idParam('exceptionId', 'The exception') }),
          response: replies({ 200: ScheduleExceptionSchema }),
        },
      },
      async (request) =>
        ok(
          'Exception removed',
          await removeException(app.db, request, currentUser(request), owner, paramOf(request.params, 'ownerId'), paramOf(request.params, 'exceptionId')),
        ),
    );
  }

  app.get(
    '/calendar-read/holidays',
    {
      config: { access: signedIn() },
      schema: {
        summary: "The marketplace's public holidays and Ramadan seasons sharing a day with from..until (all without them), by first day",
        querystring: Type.Object({
          from: Type.Optional(Type.String({ description: 'YYYY-MM-DD' })),
          until: Type.Optional(Type.String({ description: 'YYYY-MM-DD' })),
        }),
        response: replies({ 200: Type.Array(MarketplaceHolidaySchema) }),
      },
    },
    async (request) => ok('Holidays', await listHolidays(app.db, { from: queryDay(request.query, 'from'), until: queryDay(request.query, 'until') })),
  );
  app.post(
    '/calendar-write/holidays',
    {
      config: { ...ADMIN_ONLY, bodyRules: holidaySchema },
      schema: {
        summary: 'ADMIN adds a public holiday (every facility closes unless it sets other hours) or a Ramadan season; overlapping one of its kind is refused (409)',
        response: replies({ 200: MarketplaceHolidaySchema }),
      },
    },
    async (request) => ok('Holiday added', await addHoliday(app.db, request, currentUser(request), request.body)),
  );
  app.post(
    '/calendar-write/holidays/propose',
    {
      config: { ...ADMIN_ONLY, bodyShape: proposalShape },
      schema: {
        summary: "ADMIN adds a Gregorian year's proposed dates from the Umm al-Qura calendar (unconfirmed), skipping those already covered; answers the ones added",
        response: replies({ 200: Type.Array(MarketplaceHolidaySchema) }),
      },
    },
    async (request) => ok('Holidays proposed', await proposeHolidays(app.db, request, currentUser(request), request.body)),
  );
  app.patch(
    `/calendar-write/holidays/${sysIdParam('holidayId')}`,
    {
      config: { ...ADMIN_ONLY, bodyRules: holidaySchema },
      schema: {
        summary: 'ADMIN changes a calendar entry, or confirms its dates (confirmed: true)',
        params: Type.Object({ holidayId: idParam('holidayId', 'The entry') }),
        response: replies({ 200: MarketplaceHolidaySchema }),
      },
    },
    async (request) => ok('Holiday saved', await changeHoliday(app.db, request, currentUser(request), paramOf(request.params, 'holidayId'), request.body)),
  );
  app.delete(
    `/calendar-write/holidays/${sysIdParam('holidayId')}`,
    {
      config: ADMIN_ONLY,
      schema: {
        summary: 'ADMIN removes a calendar entry',
        params: Type.Object({ holidayId: idParam('holidayId', 'The entry') }),
        response: replies({ 200: MarketplaceHolidaySchema }),
      },
    },
    async (request) => ok('Holiday removed', await removeHoliday(app.db, request, paramOf(request.params, 'holidayId'))),
  );
}
