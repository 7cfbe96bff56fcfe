import { useLocation } from 'react-router';

/** The part of an RTK Query hook result the entity pages read. */
export interface RecordQueryResult<T> {
  data?: T;
  isLoading: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** A "get one by id" query hook, e.g. `useGetClinicQuery`. */
export type RecordQueryHook<T> = (id: string, options: { skip?: boolean; refetchOnMountOrArgChange?: boolean }) => RecordQueryResult<T>;

export interface EntityRecordOptions<T> {
  id: string;
  useQuery: RecordQueryHook<T>;
  /** The key under which a list passes the record in the navigation state; none: always fetched. */
  stateKey?: string;
  /** The record's id, to use a passed record only when it is the one asked for. */
  idOf?: (record: T) => string;
  /** Ask the server again on every visit, so a form starts from the stored record. */
  fresh?: boolean;
  /** Stop asking (the record was just removed). */
  skip?: boolean;
}

export interface EntityRecord<T> {
  record?: T;
  isLoading: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** One record by id: from the navigation state when a list passed it (no request), else fetched. */
export function useEntityRecord<T>({ id, useQuery, stateKey, idOf, fresh, skip }: EntityRecordOptions<T>): EntityRecord<T> {
  const state = useLocation().state as Record<string, unknown> | null;
  const passed = stateKey ? (state?.[stateKey] as T | undefined) : undefined;
  const fromState = passed && (!idOf || idOf(passed) === id) ? passed : undefined;
  const fetched = useQuery(id, { skip: skip || !id || Boolean(fromState), refetchOnMountOrArgChange: fresh });
  return { record: fromState ?? fetched.data, isLoading: fetched.isLoading, error: fetched.error, refetch: fetched.refetch };
}
