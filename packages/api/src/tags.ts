import type { AssignTagsResult, Tag, TagAssignment, TagEntityType, TagSearchItem } from '@mk/contracts';
import { api, providesList, type TagType } from './api';

/** The cache entries an assignment changes: lists of those entities show their tags. */
const ENTITY_TAG_TYPES: Record<TagEntityType, TagType> = {
  CLINIC: 'Clinic',
  PHYSICIAN: 'Physician',
  PACKAGE: 'Package',
  EMERGENCY: 'EmergencyCall',
  PATIENT: 'Patient',
};

export const tagsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Active tags; an ADMIN may ask for the inactive ones too (the Tags page). */
    getTags: build.query<Tag[], { includeInactive?: boolean } | void>({
      query: (args) => ({ url: 'tags-read/tags', params: { include_inactive: args?.includeInactive ? 'true' : undefined } }),
      providesTags: (result) => providesList(result, 'Tag'),
    }),
    /** Case-insensitive search among active tags. */
    searchTags: build.query<TagSearchItem[], string>({
      query: (search) => ({ url: 'tags-read/search-tags', params: { search } }),
      providesTags: [{ type: 'Tag', id: 'LIST' }],
    }),
    assignTags: build.mutation<AssignTagsResult, TagAssignment[]>({
      query: (body) => ({ url: 'tags-write/assign-tag', method: 'POST', body }),
      invalidatesTags: (_result, error, items) =>
        error
          ? []
          : [
              ...[...new Set(items.map((item) => item.entity_type))].map((type) => ({ type: ENTITY_TAG_TYPES[type], id: 'LIST' })),
              ...items.map((item) => ({ type: ENTITY_TAG_TYPES[item.entity_type], id: item.entity_sys_id })),
            ],
    }),
    createTag: build.mutation<Tag, { name: string; name_ar?: string | null }>({
      query: (body) => ({ url: 'tags-write/tags', method: 'POST', body }),
      invalidatesTags: [{ type: 'Tag', id: 'LIST' }],
    }),
    updateTag: build.mutation<Tag, { id: Tag['id']; name?: string; name_ar?: string | null; active?: boolean }>({
      query: ({ id, ...changes }) => ({ url: `tags-write/tags/${encodeURIComponent(String(id))}`, method: 'PATCH', body: changes }),
      // A renamed or deactivated tag changes the pickers and every row that shows it.
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Tag', id },
        { type: 'Tag', id: 'LIST' },
        { type: 'Clinic', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useGetTagsQuery,
  useSearchTagsQuery,
  useLazySearchTagsQuery,
  useAssignTagsMutation,
  useCreateTagMutation,
  useUpdateTagMutation,
} = tagsApi;
