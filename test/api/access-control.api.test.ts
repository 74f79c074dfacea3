import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { ACCESS_KEY, AccessLevel } from '../../adapters/auth/access';
import type { Database } from '../../adapters/persistence/database';
import { openTestPglite } from '../support/databases';
import { startTestApp, TestApp, TestClient } from '../support/test-app';

interface Route {
  method: string;
  path: string;
}

/** Every route the HTTP server really has: read from Express's router, not from a list. */
function registeredRoutes(app: TestApp): Route[] {
  const express = app.app.getHttpAdapter().getInstance();
  const stack: { route?: { path: string; methods: Record<string, boolean> } }[] = (express.router ?? express._router).stack;
  return stack.flatMap((layer) =>
    layer.route ? Object.keys(layer.route.methods).map((m) => ({ method: m.toUpperCase(), path: layer.route!.path })) : [],
  );
}

/** The access decision of each Nest handler, keyed "METHOD /path", from its metadata. */
function declaredAccess(app: TestApp): Map<string, AccessLevel | undefined> {
  const decisions = new Map<string, AccessLevel | undefined>();
  for (const module of app.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!controller) continue;
      const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      const classLevel = Reflect.getMetadata(ACCESS_KEY, controller) as AccessLevel | undefined;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = controller.prototype[name];
        if (typeof handler !== 'function' || !Reflect.hasMetadata(METHOD_METADATA, handler)) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const sub = String(Reflect.getMetadata(PATH_METADATA, handler) ?? '');
        const path = `/${[base, sub].filter((p) => p && p !== '/').join('/')}`.replace(/\/+/g, '/');
        decisions.set(`${method} ${path}`, (Reflect.getMetadata(ACCESS_KEY, handler) as AccessLevel | undefined) ?? classLevel);
      }
    }
  }
  return decisions;
}

/** SwaggerModule serves the API description itself; it is public documentation. */
const isApiDocs = (route: Route) => route.path === '/api/docs' || route.path.startsWith('/api/docs/') || route.path === '/api/docs-yaml';
const concrete = (path: string) => path.replace(/:[a-zA-Z]+/g, '3f1e2d4c-5b6a-4789-8abc-def012345678');

describe('every route has an access decision that the server enforces', () => {
  let database: Database;
  let app: TestApp;
  let auditor: TestClient;
  let routes: Route[];
  let decisions: Map<string, AccessLevel | undefined>;

  beforeAll(async () => {
    database = await openTestPglite();
    app = await startTestApp({ database });
    auditor = await app.signIn('auditor', 'reader');
    routes = registeredRoutes(app).filter((r) => !isApiDocs(r));
    decisions = declaredAccess(app);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  test('the router has the routes we know of (the enumeration works)', () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(keys).toEqual(expect.arrayContaining(['GET /api/health', 'POST /api/auth/login', 'PATCH /api/bookings/:id/status']));
    expect(routes.length).toBeGreaterThanOrEqual(11);
  });

  test('every route was given an access decision', () => {
    const undecided = routes.filter((r) => decisions.get(`${r.method} ${r.path}`) === undefined);
    expect(undecided).toEqual([]);
  });

  test('every non-public route answers 401 without a session', async () => {
    const answers: string[] = [];
    for (const route of routes) {
      if (decisions.get(`${route.method} ${route.path}`) === 'public') continue;
      const res = await app.request(route.method, concrete(route.path), route.method === 'GET' ? undefined : {});
      answers.push(`${route.method} ${route.path} -> ${res.status}`);
    }
    expect(answers.length).toBeGreaterThan(0);
    expect(answers).toEqual(answers.map((a) => a.replace(/-> \d+$/, '-> 401')));
  });

  test('every write answers 403 to an auditor, and so does every admin-only read', async () => {
    const answers: string[] = [];
    for (const route of routes) {
      const level = decisions.get(`${route.method} ${route.path}`);
      if (level === 'public') continue;
      if (route.method === 'GET' && level === 'staff') continue;
      const res = await auditor.request(route.method, concrete(route.path), route.method === 'GET' ? undefined : {});
      answers.push(`${route.method} ${route.path} -> ${res.status}`);
    }
    expect(answers.length).toBeGreaterThan(0);
    expect(answers).toEqual(answers.map((a) => a.replace(/-> \d+$/, '-> 403')));
  });

  test('an auditor may read what staff may read', async () => {
    for (const route of routes.filter((r) => r.method === 'GET' && decisions.get(`GET ${r.path}`) === 'staff')) {
      const res = await auditor.request('GET', concrete(route.path));
      expect([route.path, res.status]).not.toEqual([route.path, 401]);
      expect([route.path, res.status]).not.toEqual([route.path, 403]);
    }
  });
});
