export { api, TAG_TYPES, providesList, type TagType } from './api';
export {
  baseQuery,
  sessionExpired,
  selectToken,
  readCookie,
  errorMessage,
  type ApiRequest,
  type ApiError,
  type TokenRootState,
} from './base-query';
export {
  getRuntimeConfig,
  publicProfileLink,
  isSameOrigin,
  apiOrigin,
  DEFAULT_RUNTIME_CONFIG,
  type RuntimeConfig,
} from './runtime-config';
export {
  sessionApi,
  useLoginMutation,
  useGetAdministratorsQuery,
  type StartupClinic,
  type StartupPharmacy,
  type StartupCenter,
  type StartupPageArgs,
} from './session';
export {
  clinicsApi,
  useGetClinicsPageQuery,
  useGetClinicsQuery,
  useGetClinicQuery,
  useCreateClinicMutation,
  useUpdateClinicMutation,
  useDeleteClinicMutation,
  type TaggedClinic,
  type DeletedClinic,
  type ClinicPageArgs,
} from './clinics';
export {
  tagsApi,
  useGetTagsQuery,
  useSearchTagsQuery,
  useLazySearchTagsQuery,
  useAssignTagsMutation,
  useCreateTagMutation,
  useUpdateTagMutation,
  type AssignTagsResult,
} from './tags';
export {
  physiciansApi,
  useGetPhysiciansQuery,
  useGetPhysicianQuery,
  useDeletePhysicianMutation,
  useGetOperatingHoursQuery,
  useLazyGetOperatingHoursQuery,
  useSetOperatingHoursMutation,
  useResetOperatingHoursMutation,
  type ListedPhysician,
  type DeletedPhysician,
  type PhysicianScheduleArgs,
} from './physicians';
