import type { Criterion, Procedure, ProcedureCreate, ProcedureListQuery, ProcedureUpdate, RowsPage } from '@mk/contracts';
import { api, providesList } from './api';
import type { ApiError } from './base-query';
import { entityWrites } from './entity-endpoints';

const writes = entityWrites('criteria-write', 'Procedure');
/** The largest page the server gives (`maxLimit`), so finding one procedure takes few requests. */
const SEARCH_PAGE = 100;
const PROCEDURE_NOT_FOUND: ApiError = { status: 404, message: 'Procedure not found', code: 'procedure.not_found' };

/**
 * Procedures and their criteria (spec 3 section 7). Any signed-in administrator reads; only ADMIN
 * creates, updates (ours: `PATCH criteria-write/{id}`) and deletes. Criteria ids must exist.
 */
export const proceduresApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Payload `count` and `rows`, each with its criterion ids; page 1 and limit 10 by default. */
    getProcedures: build.query<RowsPage<Procedure>, ProcedureListQuery | void>({
      query: (args) => ({ url: 'criteria-read/procedure', params: { page: args?.page ?? 1, limit: args?.limit ?? 10 } }),
      providesTags: (result) => providesList(result?.rows, 'Procedure'),
    }),
    /**
     * One procedure by id, for the update form opened without the list's row. The server has no
     * read of one procedure (the spec shows none), so this walks the list's pages until it is found.
     */
    getProcedure: build.query<Procedure, string>({
      queryFn: async (id, _api, _extra, baseQuery) => {
        const wanted = id.toLowerCase();
        for (let page = 1; ; page += 1) {
          const result = await baseQuery({ url: 'criteria-read/procedure', params: { page, limit: SEARCH_PAGE } });
          if (result.error) return { error: result.error as ApiError };
          const { count, rows } = result.data as RowsPage<Procedure>;
          const found = rows.find((procedure) => procedure.sys_id === wanted);
          if (found) return { data: found };
          if (rows.length === 0 || page * SEARCH_PAGE >= count) return { error: PROCEDURE_NOT_FOUND };
        }
      },
      providesTags: (_result, _error, id) => [{ type: 'Procedure', id }],
    }),
    /** Every criterion (the create form's multi-select). */
    getCriteria: build.query<Criterion[], void>({
      query: () => ({ url: 'criteria-read/criteria' }),
    }),
    /** 'Procedure created successfully'. The spec writes the path with a trailing slash. */
    createProcedure: build.mutation<Procedure, ProcedureCreate>({ ...writes.create, query: (body) => ({ url: 'criteria-write/', method: 'POST', body }) }),
    updateProcedure: build.mutation<Procedure, { id: string; changes: ProcedureUpdate }>(writes.update),
    /** 'Procedure deleted successfully'; not reversible. */
    deleteProcedure: build.mutation<Procedure, string>(writes.remove),
  }),
});

export const { useGetProceduresQuery, useGetProcedureQuery, useGetCriteriaQuery, useCreateProcedureMutation, useUpdateProcedureMutation, useDeleteProcedureMutation } = proceduresApi;
