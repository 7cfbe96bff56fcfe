import { Type } from '@sinclair/typebox';
import { ok } from '../http/envelope';
import { replies } from '../openapi/reply-schemas';
import { createTestApp, DEMO, type TestApp } from '../test/test-app';
import { roles } from './policy';

// Who may call a route is decided before the request's shape is checked: a caller refused the route
// hears 403 (and it is audited) whatever it sent, and only a caller who may use it learns what the
// route's schema refuses.
let t: TestApp;
let tokens: { admin: string; pic: string };
beforeAll(async () => {
  t = await createTestApp({
    prepare: (app) => {
      app.get(
        '/api/test-only/admin-list',
        { config: { access: roles('ADMIN') }, schema: { querystring: Type.Object({ page: Type.Optional(Type.String()) }), response: replies({ 200: Type.Null() }) } },
        async () => ok('Listed', null),
      );
    },
  });
  tokens = { admin: await t.login(DEMO.admin), pic: await t.login(DEMO.clinicPic) };
});
afterAll(() => t.close());

const call = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/test-only/admin-list?page=1&page=2', headers: { authorization: `Bearer ${token}` } });

it('refuses a PIC on an ADMIN route with a 403 even when the query is malformed', async () => {
  const response = await call(tokens.pic);
  expect(response.statusCode).toBe(403);
  expect(response.json().code).toBe('auth.forbidden');
});

it('tells the ADMIN what the schema refuses', async () => {
  const response = await call(tokens.admin);
  expect(response.statusCode).toBe(400);
  expect(response.json().payload).toEqual({ field: 'querystring.page' });
});
