import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { endpoint } from '../../contract/endpoint.ts';
import { IdParam } from '../../contract/query.ts';
import { need, shape } from '../../contract/shape.ts';
import { handleApiError } from './errors.ts';
import type { ApiEnv } from './env.ts';
import { answer, contractRouter, type RouteOptions } from './route.ts';

const Row = shape({ id: need(v.number(), 'the key') }, { note: v.string() });
const thing = endpoint({
  id: 'test.thing',
  area: 'test',
  method: 'POST',
  path: '/v1/thing/{id}',
  access: 'merchant',
  summary: 'A test call.',
  params: { id: IdParam },
  body: v.strictObject(
    { name: v.pipe(v.string('O campo Nome é obrigatório'), v.minLength(1, 'O campo Nome é obrigatório')) },
    'Campo desconhecido',
  ),
  success: { status: 201, schema: shape({ data: need(v.array(Row), 'the rows') }, { total: v.number() }) },
  errors: [400],
});
const extra = endpoint({
  id: 'test.extra',
  area: 'test',
  method: 'GET',
  path: '/v1/extra',
  access: 'user',
  summary: 'A sandbox extra.',
  extra: true,
  success: { status: 200, schema: v.array(v.string()) },
  errors: [],
});

const capable = endpoint({
  id: 'test.capable',
  area: 'test',
  method: 'POST',
  path: '/v1/capable',
  access: 'merchant',
  summary: 'A call of an optional capability that acts on money.',
  capability: 'refunds',
  role: 'sales_refund',
  success: { status: 201, schema: v.array(v.string()) },
  errors: [],
});

/** A router with the capability's call, behind a stand-in for the authentication middleware. */
function capableApp(options: RouteOptions, roles: string[]) {
  const router = contractRouter(options);
  router.on(capable, () => ['feito']);
  const app = new Hono<ApiEnv>();
  app.use('*', async (c, next) => {
    c.set('claims', { sub: 'x', realm_access: { roles } } as ApiEnv['Variables']['claims']);
    await next();
  });
  app.route('/', router.app);
  app.onError(handleApiError);
  return app;
}

function appWith(options: RouteOptions, sent: unknown) {
  const router = contractRouter(options);
  router.on(thing, async ({ params, body }) => {
    const { name } = await body();
    return name === 'refuse'
      ? answer(409, { message: 'Recusado.' })
      : ((sent as never) ?? { data: [{ id: params.id }] });
  });
  router.on(extra, () => ['x']);
  const app = new Hono().route('/', router.app);
  app.onError(handleApiError);
  return app;
}

const post = (app: Hono, body: unknown, path = '/v1/thing/7') =>
  app.request(path, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });

describe('contract routes (server/api/route.ts)', () => {
  it('parses path parameters and bodies by the declaration, with the 400 listing each problem', async () => {
    const app = appWith({}, undefined);
    expect(await (await post(app, { name: 'a' })).json()).toEqual({ data: [{ id: 7 }] });
    const bad = await post(app, { name: '' }, '/v1/thing/x');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ detail: ['id: Deve ser um número inteiro positivo'] });
    const badBody = await post(app, { nome: 'a' });
    expect(await badBody.json()).toMatchObject({ detail: expect.arrayContaining(['nome: Campo desconhecido']) });
  });

  it('answers 500 naming the call when checked and the body leaves its schema', async () => {
    const errors = console.error;
    console.error = () => undefined;
    try {
      const res = await post(appWith({ checkResponses: true }, { data: [{ id: 'seven' }] }), { name: 'a' });
      expect(res.status).toBe(500);
      // Unchecked, the same answer goes out: the check is what catches it.
      expect((await post(appWith({}, { data: [{ id: 'seven' }] }), { name: 'a' })).status).toBe(201);
    } finally {
      console.error = errors;
    }
  });

  it('holds other statuses to the error shape of requirements §8', async () => {
    const res = await post(appWith({ checkResponses: true }, undefined), { name: 'refuse' });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: 'Recusado.' });
  });

  it('cuts a success body to its required fields in strict mode, at every depth', async () => {
    const full = { data: [{ id: 1, note: 'extra' }], total: 1 };
    expect(await (await post(appWith({}, full), { name: 'a' })).json()).toEqual(full);
    expect(await (await post(appWith({ strict: true }, full), { name: 'a' })).json()).toEqual({ data: [{ id: 1 }] });
  });

  it("answers 403 without the call's role, exactly: bypass_permission does not stand in for it", async () => {
    const call = (roles: string[]) => capableApp({}, roles).request('/v1/capable', { method: 'POST' });
    expect((await call(['sales_access', 'sales_refund'])).status).toBe(201);
    for (const roles of [['sales_access'], ['bypass_permission'], ['sales_refund_x']]) {
      const refused = await call(roles);
      expect(refused.status, roles.join()).toBe(403);
      expect(await refused.json()).toEqual({ message: 'Acesso negado.' });
    }
  });

  it('does not serve an optional capability in strict mode (its /config turns it off too)', async () => {
    const call = (strict: boolean) =>
      capableApp({ strict }, ['sales_refund']).request('/v1/capable', { method: 'POST' });
    expect((await call(false)).status).toBe(201);
    expect((await call(true)).status).toBe(404);
  });

  it('does not serve a sandbox extra in strict mode', async () => {
    expect((await appWith({}, undefined).request('/v1/extra')).status).toBe(200);
    expect((await appWith({ strict: true }, undefined).request('/v1/extra')).status).toBe(404);
  });
});
