import type {
  LoginPayload,
  TwoFactorConfirmBody,
  TwoFactorConfirmed,
  TwoFactorDisableBody,
  TwoFactorEnrolledLogin,
  TwoFactorLoginBody,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@mk/contracts';
import { api } from './api';
import { recordAndLists } from './entity-endpoints';

/**
 * The second factor of staff accounts (issue 25): the sign-in steps after the password, the
 * signed-in user's own setup and turning off, and ADMIN's reset of another user's.
 */
export const twoFactorApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The code step of a sign-in: the challenge the password step gave, and a TOTP or recovery code. */
    loginTwoFactor: build.mutation<LoginPayload, TwoFactorLoginBody>({
      query: (body) => ({ url: 'administrator-read/login/two-factor', method: 'POST', body }),
    }),
    /** REQUIRE_ADMIN_2FA: an ADMIN's setup at sign-in, opened by the setup challenge. */
    setupTwoFactorAtLogin: build.mutation<TwoFactorSetup, { challenge: string }>({
      query: (body) => ({ url: 'administrator-read/login/two-factor/setup', method: 'POST', body }),
    }),
    confirmTwoFactorAtLogin: build.mutation<TwoFactorEnrolledLogin, TwoFactorLoginBody>({
      query: (body) => ({ url: 'administrator-read/login/two-factor/confirm', method: 'POST', body }),
    }),
    getTwoFactorStatus: build.query<TwoFactorStatus, void>({
      query: () => ({ url: 'administrator-read/me/two-factor' }),
      keepUnusedDataFor: 0,
    }),
    setupTwoFactor: build.mutation<TwoFactorSetup, void>({
      query: () => ({ url: 'administrator-write/me/two-factor/setup', method: 'POST' }),
    }),
    confirmTwoFactor: build.mutation<TwoFactorConfirmed, TwoFactorConfirmBody>({
      query: (body) => ({ url: 'administrator-write/me/two-factor/confirm', method: 'POST', body }),
    }),
    disableTwoFactor: build.mutation<null, TwoFactorDisableBody>({
      query: (body) => ({ url: 'administrator-write/me/two-factor/disable', method: 'POST', body }),
    }),
    /** ADMIN: the user signs in with the password alone again (or sets it up anew). */
    resetUserTwoFactor: build.mutation<null, string>({
      query: (id) => ({ url: `administrator-write/users/${id}/two-factor/reset`, method: 'POST' }),
      invalidatesTags: (_result, error, id) => (error ? [] : recordAndLists('StaffUser', id)),
    }),
  }),
});

export const {
  useGetTwoFactorStatusQuery,
  useSetupTwoFactorMutation,
  useConfirmTwoFactorMutation,
  useDisableTwoFactorMutation,
  useResetUserTwoFactorMutation,
} = twoFactorApi;
