/** Physicians and clinics are addressed by their sys_id (a UUID); any other segment names nothing (404). */
export const SYS_ID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/** A Fastify route parameter that only matches a sys_id. */
export const sysIdParam = (name: string) => `:${name}(${SYS_ID_PATTERN})`;

const SYS_ID = new RegExp(SYS_ID_PATTERN);

export const isSysId = (value: unknown): value is string => typeof value === 'string' && SYS_ID.test(value);

export const paramOf = (params: unknown, name: string) => String((params as Record<string, string>)[name]).toLowerCase();
