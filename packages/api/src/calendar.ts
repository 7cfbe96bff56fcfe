import type { ExceptionCreated, ExceptionOwner, HolidayPayload, MarketplaceHoliday, ScheduleException, ScheduleExceptionPayload } from '@mk/contracts';
import { api } from './api';

/** Where each owner's exceptions live (issue 30): the prefixes of its weekly schedule's calls. */
const EXCEPTION_PATHS: Record<ExceptionOwner, { read: string; write: string }> = {
  physician: { read: 'appointment-management/exceptions', write: 'appointment-management/exceptions' },
  center: { read: 'medical-service-read/center-exceptions', write: 'medical-service-write/center-exceptions' },
  package: { read: 'promotion-read/package-exceptions', write: 'promotion-write/package-exceptions' },
};

/** Whose exceptions: a physician's, a center's or a package's. */
export interface ExceptionOwnerArgs {
  owner: ExceptionOwner;
  ownerId: string;
}

const ownerTag = ({ owner, ownerId }: ExceptionOwnerArgs) => ({ type: 'ScheduleException' as const, id: `${owner}:${ownerId}` });

/**
 * Exceptions to weekly schedules (days off, other hours, seasons) and the marketplace's calendar of
 * public holidays and Ramadan seasons (issue 30). The booking wizard and the schedule previews apply
 * both with the slot engine (`daySlots` of @mk/scheduling); only `confirmed` holidays close days.
 */
export const calendarApi = api.enhanceEndpoints({ addTagTypes: ['ScheduleException', 'Holiday'] }).injectEndpoints({
  endpoints: (build) => ({
    getScheduleExceptions: build.query<ScheduleException[], ExceptionOwnerArgs>({
      query: ({ owner, ownerId }) => ({ url: `${EXCEPTION_PATHS[owner].read}/${encodeURIComponent(ownerId)}` }),
      providesTags: (_result, _error, args) => [ownerTag(args)],
    }),
    /** Answers the exception and, for a physician, the live appointments it leaves outside the schedule. */
    addScheduleException: build.mutation<ExceptionCreated, ExceptionOwnerArgs & { exception: ScheduleExceptionPayload }>({
      query: ({ owner, ownerId, exception }) => ({ url: `${EXCEPTION_PATHS[owner].write}/${encodeURIComponent(ownerId)}`, method: 'POST', body: exception }),
      invalidatesTags: (_result, _error, args) => [ownerTag(args)],
    }),
    removeScheduleException: build.mutation<ScheduleException, ExceptionOwnerArgs & { exceptionId: string }>({
      query: ({ owner, ownerId, exceptionId }) => ({
        url: `${EXCEPTION_PATHS[owner].write}/${encodeURIComponent(ownerId)}/${encodeURIComponent(exceptionId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, args) => [ownerTag(args)],
    }),
    /** The entries sharing a day with from..until ('YYYY-MM-DD'; all without them). */
    getHolidays: build.query<MarketplaceHoliday[], { from?: string; until?: string } | void>({
      query: (range) => ({ url: 'calendar-read/holidays', params: { from: range?.from, until: range?.until } }),
      providesTags: [{ type: 'Holiday', id: 'LIST' }],
    }),
    addHoliday: build.mutation<MarketplaceHoliday, HolidayPayload>({
      query: (holiday) => ({ url: 'calendar-write/holidays', method: 'POST', body: holiday }),
      invalidatesTags: [{ type: 'Holiday', id: 'LIST' }],
    }),
    /** New dates or names, or `confirmed: true` once ADMIN checked them. */
    changeHoliday: build.mutation<MarketplaceHoliday, { holidayId: string; holiday: HolidayPayload }>({
      query: ({ holidayId, holiday }) => ({ url: `calendar-write/holidays/${encodeURIComponent(holidayId)}`, method: 'PATCH', body: holiday }),
      invalidatesTags: [{ type: 'Holiday', id: 'LIST' }],
    }),
    removeHoliday: build.mutation<MarketplaceHoliday, string>({
      query: (holidayId) => ({ url: `calendar-write/holidays/${encodeURIComponent(holidayId)}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Holiday', id: 'LIST' }],
    }),
    /** Adds a Gregorian year's Umm al-Qura proposals (unconfirmed); answers the ones added. */
    proposeHolidays: build.mutation<MarketplaceHoliday[], number>({
      query: (year) => ({ url: 'calendar-write/holidays/propose', method: 'POST', body: { year } }),
      invalidatesTags: [{ type: 'Holiday', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetScheduleExceptionsQuery,
  useAddScheduleExceptionMutation,
  useRemoveScheduleExceptionMutation,
  useGetHolidaysQuery,
  useAddHolidayMutation,
  useChangeHolidayMutation,
  useRemoveHolidayMutation,
  useProposeHolidaysMutation,
} = calendarApi;
