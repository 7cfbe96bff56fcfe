import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AssignTagsResultSchema, TAG_ENTITY_TYPES, TagSchema, TagSearchItemSchema, type Tag } from '@mk/contracts';
import { tagCreateSchema, tagUpdateSchema } from '@mk/validators';
import { currentUser, isAdmin, roles, signedIn } from '../auth/policy';
import type { TagRow } from '../db/schema';
import { ok } from '../http/envelope';
import { queryText } from '../http/query';
import { validateBody } from '../http/validate';
import { replies } from '../openapi/reply-schemas';
import { MAX_ASSIGNMENTS } from './tag-assignment.body';
import { listTags, searchActiveTags } from './tags.repository';
import { assignTags, changeTag, createTag } from './tags.service';

export const TAG_SEARCH_LIMIT = 20;

const tagView = ({ id, name, name_ar, active }: TagRow): Tag => ({ id, name, name_ar, active });

const tagIdParams = Type.Object({ id: Type.String({ pattern: '^\\d{1,9}$', description: 'The tag id' }) });

/** The list `parseAssignments` reads (checked there, item by item, each refusal naming its item). */
const assignmentsBody = Type.Array(
  Type.Object({
    entity_type: Type.String({ enum: [...TAG_ENTITY_TYPES] }),
    entity_sys_id: Type.String({ format: 'uuid' }),
    tag_id: Type.Union([Type.Integer(), Type.String()], { description: 'A tag id' }),
  }),
  { minItems: 1, maxItems: MAX_ASSIGNMENTS },
);

export async function tagsRoutes(plain: FastifyInstance): Promise<void> {
  // Replies typed by their schemas: a handler that returns another shape does not compile.
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/tags-read/tags',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'Active tags for pickers; with include_inactive=true (ADMIN), every tag',
        querystring: Type.Object({ include_inactive: Type.Optional(Type.String({ description: "'true' lists inactive tags too (ADMIN only)" })) }),
        response: replies({ 200: Type.Array(TagSchema) }),
      },
    },
    async (request) => {
      const includeInactive = isAdmin(currentUser(request)) && queryText(request.query, 'include_inactive') === 'true';
      return ok('Tags', (await listTags(app.db, { includeInactive })).map(tagView));
    },
  );

  app.get(
    '/tags-read/search-tags',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: `Active tags whose English or Arabic name contains the text (at most ${TAG_SEARCH_LIMIT})`,
        querystring: Type.Object({ search: Type.Optional(Type.String()) }),
        response: replies({ 200: Type.Array(TagSearchItemSchema) }),
      },
    },
    async (request) => ok('Tags', await searchActiveTags(app.db, queryText(request.query, 'search'), TAG_SEARCH_LIMIT)),
  );

  app.post(
    '/tags-write/assign-tag',
    {
      config: { access: signedIn({ ownership: 'tagged entity' }), bodyShape: assignmentsBody },
      schema: { summary: 'Gives tags to clinics, physicians, packages, emergency calls or patients', response: replies({ 200: AssignTagsResultSchema }) },
    },
    async (request) => ok('Tags assigned', await assignTags(app.db, request, currentUser(request), request.body)),
  );

  app.post(
    '/tags-write/tags',
    { config: { bodyRules: tagCreateSchema, access: roles('ADMIN') }, schema: { summary: 'Creates a tag', response: replies({ 201: TagSchema }) } },
    async (request, reply) => {
      const { name, name_ar } = await validateBody(tagCreateSchema, request.body);
      return reply.status(201).send(ok('Tag created', tagView(await createTag(app.db, request, { name, name_ar }))));
    },
  );

  app.patch(
    '/tags-write/tags/:id(^\\d{1,9}$)',
    {
      config: { bodyRules: tagUpdateSchema, access: roles('ADMIN') },
      schema: { summary: 'Renames, translates, deactivates or reactivates a tag', params: tagIdParams, response: replies({ 200: TagSchema }) },
    },
    async (request) => {
      const id = Number(request.params.id);
      // Only these fields: whatever else the body carries never reaches the row.
      const { name, name_ar, active } = await validateBody(tagUpdateSchema, request.body);
      const changes = { ...(name !== undefined && { name }), ...(name_ar !== undefined && { name_ar }), ...(active !== undefined && { active }) };
      return ok('Tag updated', tagView(await changeTag(app.db, request, id, changes)));
    },
  );
}
