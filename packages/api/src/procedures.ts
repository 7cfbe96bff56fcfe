import type { Criterion, Procedure, ProcedureCreate, ProcedureListQuery, ProcedureUpdate, RowsPage } from '@mk/contracts';
import { api, providesList } from './api';
import { entityWrites } from './entity-endpoints';

const writes = entityWrites('criteria-write', 'Procedure');

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

export const { useGetProceduresQuery, useGetCriteriaQuery, useCreateProcedureMutation, useUpdateProcedureMutation, useDeleteProcedureMutation } = proceduresApi;
