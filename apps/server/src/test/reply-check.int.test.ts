import { Type } from '@sinclair/typebox';
import { ok } from '../http/envelope';
import { replies } from '../openapi/reply-schemas';
import { takeReplyViolations } from './reply-check';
import { createTestApp, type TestApp } from './test-app';

// The check every server test's replies go through: it must see a reply that breaks its schema even
// where Fastify's serializer would hide the break from the client.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { SEED: 'false' },
    prepare: (app) => {
      const schema = { response: replies({ 200: Type.Object({ name: Type.String(), count: Type.Integer() }) }) };
      app.get('/api/test-only/kept', { config: { access: 'public' }, schema }, async () => ok('Kept', { name: 'Riyadh', count: 2 }));
      app.get('/api/test-only/broken', { config: { access: 'public' }, schema }, async () => ok('Broken', { name: null, count: '2' }));
      // An error without its code: the dashboard could not translate it.
      app.get('/api/test-only/uncoded-error', { config: { access: 'public' }, schema }, async (_request, reply) =>
        reply.status(409).send({ result: 'error', message: 'Conflict', payload: null }),
      );
    },
  });
});
afterAll(() => t.close());

it('records nothing for a reply that keeps its schema', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/test-only/kept' });
  expect(response.json()).toEqual({ result: 'ok', message: 'Kept', payload: { name: 'Riyadh', count: 2 } });
  expect(takeReplyViolations()).toEqual([]);
});

it('records a null where the schema wants text and text where it wants a number, which the serializer would hide', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/test-only/broken' });
  // What a client would get without the check: the null became "", the text a number.
  expect(response.json().payload).toEqual({ name: '', count: 2 });
  const [violation, ...others] = takeReplyViolations();
  expect(others).toEqual([]);
  expect(violation).toContain('GET /api/test-only/broken answered 200 with a reply its schema refuses');
  expect(violation).toContain('/payload/name');
  expect(violation).toContain('/payload/count');
});

it('checks error replies against the error envelope', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/test-only/uncoded-error' });
  // The serializer refuses a missing required field outright (a 500), so this one a client would notice.
  expect(response.statusCode).toBe(500);
  const [violation, ...others] = takeReplyViolations();
  expect(others).toEqual([]);
  expect(violation).toContain('GET /api/test-only/uncoded-error answered 409 with a reply its schema refuses');
  expect(violation).toContain('/code');
});
