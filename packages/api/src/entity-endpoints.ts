import type { TagType } from './api';
import type { ApiRequest } from './base-query';

/** The tags a change to one record invalidates: its own reads and every list of its type. */
export const recordAndLists = <K extends TagType>(type: K, id: string) => [
  { type, id },
  { type, id: 'LIST' },
];

/**
 * The write endpoints of an entity whose server takes POST `path` and PATCH / DELETE `path/{id}`:
 * a new record belongs in every list; a change or removal also reloads the record's own reads.
 *   const writes = entityWrites('clinic-write', 'Clinic');
 *   createClinic: build.mutation<Clinic, Partial<ClinicWrite>>(writes.create),
 */
export function entityWrites<K extends TagType>(path: string, type: K) {
  const one = (id: string) => `${path}/${encodeURIComponent(id)}`;
  return {
    create: {
      query: (body: unknown): ApiRequest => ({ url: path, method: 'POST', body }),
      invalidatesTags: [{ type, id: 'LIST' }],
    },
    update: {
      query: ({ id, changes }: { id: string; changes: unknown }): ApiRequest => ({ url: one(id), method: 'PATCH', body: changes }),
      invalidatesTags: (_result: unknown, _error: unknown, { id }: { id: string }) => recordAndLists(type, id),
    },
    remove: {
      query: (id: string): ApiRequest => ({ url: one(id), method: 'DELETE' }),
      invalidatesTags: (_result: unknown, _error: unknown, id: string) => recordAndLists(type, id),
    },
  };
}
