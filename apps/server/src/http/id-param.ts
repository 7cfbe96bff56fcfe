/** Entities are addressed by their sys_id (a UUID); any other segment names nothing (404). */
export const SYS_ID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/** A Fastify route parameter that only matches a sys_id: `/clinic-read/${sysIdParam('id')}`. */
export const sysIdParam = (name: string) => `:${name}(${SYS_ID_PATTERN})`;

const SYS_ID = new RegExp(SYS_ID_PATTERN);

export const isSysId = (value: unknown): value is string => typeof value === 'string' && SYS_ID.test(value);

/** A route parameter, lower-cased (sys_ids are stored lower case). */
export const paramOf = (params: unknown, name: string) => String((params as Record<string, string>)[name]).toLowerCase();

/** The `id` parameter of a route declared with `sysIdParam('id')`. */
export const idOf = (params: unknown) => paramOf(params, 'id');
