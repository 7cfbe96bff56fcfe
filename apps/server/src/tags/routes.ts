import type { FastifyInstance } from 'fastify';
import { tagCreateSchema, tagUpdateSchema } from '@mk/validators';
import { currentUser, isAdmin, roles, signedIn } from '../auth/policy';
import type { TagRow } from '../db/schema';
import { ok } from '../http/envelope';
import { queryText } from '../http/query';
import { validateBody } from '../http/validate';
import { listTags, searchActiveTags } from './tags.repository';
import { assignTags, changeTag, createTag } from './tags.service';

export const TAG_SEARCH_LIMIT = 20;

const tagView = ({ id, name, name_ar, active }: TagRow) => ({ id, name, name_ar, active });

export async function tagsRoutes(app: FastifyInstance): Promise<void> {
  // Active tags for pickers; an ADMIN may add ?include_inactive=true for the tag management page.
  app.get('/tags-read/tags', { config: { access: 'signed-in' } }, async (request) => {
    const includeInactive = isAdmin(currentUser(request)) && queryText(request.query, 'include_inactive') === 'true';
    return ok('Tags', (await listTags(app.db, { includeInactive })).map(tagView));
  });

  app.get('/tags-read/search-tags', { config: { access: 'signed-in' } }, async (request) => {
    return ok('Tags', await searchActiveTags(app.db, queryText(request.query, 'search'), TAG_SEARCH_LIMIT));
  });

  app.post('/tags-write/assign-tag', { config: { access: signedIn({ ownership: 'tagged entity' }) } }, async (request) => {
    return ok('Tags assigned', await assignTags(app.db, request, currentUser(request), request.body));
  });

  app.post('/tags-write/tags', { config: { access: roles('ADMIN') } }, async (request, reply) => {
    const { name, name_ar } = await validateBody(tagCreateSchema, request.body);
    return reply.status(201).send(ok('Tag created', tagView(await createTag(app.db, request, { name, name_ar }))));
  });

  app.patch('/tags-write/tags/:id(^\\d{1,9}$)', { config: { access: roles('ADMIN') } }, async (request) => {
    const id = Number((request.params as { id: string }).id);
    // Only these fields: whatever else the body carries never reaches the row.
    const { name, name_ar, active } = await validateBody(tagUpdateSchema, request.body);
    const changes = { ...(name !== undefined && { name }), ...(name_ar !== undefined && { name_ar }), ...(active !== undefined && { active }) };
    return ok('Tag updated', tagView(await changeTag(app.db, request, id, changes)));
  });
}
