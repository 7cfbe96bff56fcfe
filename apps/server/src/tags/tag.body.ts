import { BadRequestError } from '../http/errors';

export const TAG_NAME_MAX = 50;

// The spec has no tag form, so these few rules live with the only code that needs them.

function bodyObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequestError('Send the tag as a JSON object');
  return body as Record<string, unknown>;
}

/** Trimmed, inner spaces collapsed, so "Home  Visits " and "home visits" are the same tag. */
function tagName(raw: unknown): string {
  if (raw !== undefined && raw !== null && typeof raw !== 'string') throw new BadRequestError('Tag name must be text');
  const name = (raw ?? '').trim().replace(/\s+/g, ' ');
  if (name === '') throw new BadRequestError('Tag name is required');
  if (name.length > TAG_NAME_MAX) throw new BadRequestError(`Tag name must be at most ${TAG_NAME_MAX} characters`);
  return name;
}

export function tagCreateBody(body: unknown): { name: string } {
  return { name: tagName(bodyObject(body).name) };
}

export function tagChangeBody(body: unknown): { name?: string; active?: boolean } {
  const { name, active } = bodyObject(body);
  if (active !== undefined && typeof active !== 'boolean') throw new BadRequestError('active must be true or false');
  if (name === undefined && active === undefined) throw new BadRequestError('Send a new name or active');
  return { ...(name !== undefined && { name: tagName(name) }), ...(active !== undefined && { active }) };
}
