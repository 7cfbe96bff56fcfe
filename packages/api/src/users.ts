import type {
  ChangePasswordBody,
  ChangePasswordResult,
  RowsPage,
  SetPasswordBody,
  SetPasswordLink,
  StaffUser,
  StaffUserCreate,
  StaffUserCreated,
  StaffUserListQuery,
  StaffUserUpdate,
} from '@mk/contracts';
import { api, providesList } from './api';
import { recordAndLists } from './entity-endpoints';

const one = (id: string, action = '') => `administrator-write/users/${encodeURIComponent(id)}${action && `/${action}`}`;

/**
 * A user's facilities decide who is in charge of which clinic, pharmacy and center, and the PIC
 * choice of the facility forms lists the administrators: a change of an account reloads those too.
 */
const accountChange = (id: string) => [
  ...recordAndLists('StaffUser', id),
  { type: 'Administrator' as const, id: 'LIST' },
  { type: 'Clinic' as const, id: 'LIST' },
  { type: 'Pharmacy' as const, id: 'LIST' },
  { type: 'Center' as const, id: 'LIST' },
];

/**
 * Staff accounts (issue 25): ADMIN lists, creates, edits, disables, enables and resets the
 * administrators and persons in charge; a new account and a reset answer a one-time set-password
 * link. Anyone sets a password from such a link (public) and a signed-in user changes their own.
 */
export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Payload `count` and `rows`; empty filters are left out of the query string. */
    getStaffUsers: build.query<RowsPage<StaffUser>, StaffUserListQuery>({
      query: (filters) => ({ url: 'administrator-read/users', params: { ...filters } }),
      providesTags: (result) => providesList(result?.rows, 'StaffUser'),
    }),
    createStaffUser: build.mutation<StaffUserCreated, StaffUserCreate>({
      query: (body) => ({ url: 'administrator-write/users', method: 'POST', body }),
      invalidatesTags: (result, error) => (error ? [] : accountChange(result?.sys_id ?? 'LIST')),
    }),
    updateStaffUser: build.mutation<null, { id: string; changes: StaffUserUpdate }>({
      query: ({ id, changes }) => ({ url: one(id), method: 'PATCH', body: changes }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : accountChange(id)),
    }),
    disableStaffUser: build.mutation<null, string>({
      query: (id) => ({ url: one(id, 'disable'), method: 'POST' }),
      invalidatesTags: (_result, error, id) => (error ? [] : recordAndLists('StaffUser', id)),
    }),
    enableStaffUser: build.mutation<null, string>({
      query: (id) => ({ url: one(id, 'enable'), method: 'POST' }),
      invalidatesTags: (_result, error, id) => (error ? [] : recordAndLists('StaffUser', id)),
    }),
    /** A new one-time link; the user's earlier links stop working. */
    resetStaffUserPassword: build.mutation<SetPasswordLink, string>({
      query: (id) => ({ url: one(id, 'reset-password'), method: 'POST' }),
    }),
    /** Public: the token of a set-password link and the new password. */
    setPassword: build.mutation<null, SetPasswordBody>({
      query: (body) => ({ url: 'administrator-read/set-password', method: 'POST', body }),
    }),
    /** The user's other sessions end; the reply's token replaces this session's. */
    changeOwnPassword: build.mutation<ChangePasswordResult, ChangePasswordBody>({
      query: (body) => ({ url: 'administrator-write/me/password', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetStaffUsersQuery,
  useCreateStaffUserMutation,
  useUpdateStaffUserMutation,
  useDisableStaffUserMutation,
  useEnableStaffUserMutation,
  useResetStaffUserPasswordMutation,
  useSetPasswordMutation,
  useChangeOwnPasswordMutation,
} = usersApi;
