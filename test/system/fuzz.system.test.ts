import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { Database } from '../../adapters/persistence/database';
import { testDatabases } from '../support/databases';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Requests made from the served OpenAPI description with wrong values everywhere (path ids beyond
 * any range, wrong types, huge and odd strings, prototype keys, malformed JSON), as an anonymous
 * visitor and as the admin: none may get a 5xx, and the server stays up. Bad input is refused at
 * the edge with a 4xx; it must never reach the database unchecked.
 */
type Schema = {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
};
type Operation = {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type OpenApi = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

interface FuzzRequest {
  /** `METHOD /template` of the operation. */
  readonly operation: string;
  readonly method: string;
  readonly path: string;
  readonly body?: string;
  readonly contentType?: string;
  readonly label: string;
}

const BAD_SEGMENTS = [
  '0',
  '-1',
  '2147483648',
  '99999999999999999999999',
  '1e400',
  '1.5',
  'abc',
  '%00',
  '%E2%80%AE',
  '..%2F..%2Fetc%2Fpasswd',
  'a'.repeat(2_000),
  '__proto__',
  'constructor',
  '%F0%9F%92%A5',
  "'%20OR%201%3D1--",
  '%ED%A0%80',
];

const BAD_VALUES: readonly unknown[] = [
  null,
  true,
  -1,
  2147483648,
  1e308,
  1e23,
  '',
  '   ',
  'a'.repeat(100_000),
  '\u0000\u0001',
  '\uD800',
  '💥👨‍👩‍👧‍👦\u202E',
  '<script>alert(1)</script>',
  {},
  [],
  [[[[]]]],
  { __proto__: { admin: true } },
  '2026-02-30',
  '9999-99-99T99:99:99Z',
  'NaN',
  '-Infinity',
  '../../etc/passwd',
];

const WHOLE_BODIES: readonly { body: string; contentType?: string; label: string }[] = [
  { body: '{}', label: 'empty object' },
  { body: '[]', label: 'array' },
  { body: 'null', label: 'null' },
  { body: '"text"', label: 'string' },
  { body: '{"a":', label: 'malformed JSON' },
  { body: '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}', label: 'prototype keys' },
  { body: 'name=x&email=y', contentType: 'application/x-www-form-urlencoded', label: 'form body' },
  { body: '<xml/>', contentType: 'text/plain', label: 'text body' },
  { body: `{"deep":${'['.repeat(5_000)}${']'.repeat(5_000)}}`, label: 'deep nesting' },
];

const BOUNDARY = 'fuzzboundary';
const part = (headers: string, content: string) => `--${BOUNDARY}\r\n${headers}\r\n\r\n${content}\r\n`;
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

/** Uploads that are not what they claim, or not multipart at all under its content type. */
const MULTIPART_BODIES: readonly { body: string; contentType: string; label: string }[] = [
  {
    body: `${part('Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png', '<html><script>alert(1)</script>')}--${BOUNDARY}--`,
    contentType: MULTIPART,
    label: 'HTML named .png',
  },
  {
    body: `${part('Content-Disposition: form-data; name="file"; filename="../../etc/passwd"', '\u0089PNG\r\n\u001a\n')}--${BOUNDARY}--`,
    contentType: MULTIPART,
    label: 'truncated PNG, path name',
  },
  {
    body: `${part('Content-Disposition: form-data; name="kind"', 'audio')}${part('Content-Disposition: form-data; name="file"; filename="x"', 'x')}--${BOUNDARY}--`,
    contentType: MULTIPART,
    label: 'bad kind',
  },
  {
    body: `${part('Content-Disposition: form-data; name="file"; filename="a"', 'x')}${part('Content-Disposition: form-data; name="file"; filename="b"', 'y')}--${BOUNDARY}--`,
    contentType: MULTIPART,
    label: 'two files',
  },
  {
    body: part('Content-Disposition: form-data; name="file"; filename="a"', 'no closing boundary'),
    contentType: MULTIPART,
    label: 'unterminated',
  },
  { body: `--${BOUNDARY}--`, contentType: MULTIPART, label: 'no parts' },
  { body: 'not multipart', contentType: 'multipart/form-data', label: 'no boundary' },
];

/** Routes that end the session they are sent with: the admin's runs of them use a session of their own. */
const ENDS_SESSION = new Set(['POST /api/auth/logout']);

function resolve(schema: Schema | undefined, doc: OpenApi, depth = 0): Schema | undefined {
  if (!schema || depth > 5) return schema;
  if (schema.$ref) return resolve(doc.components?.schemas?.[schema.$ref.split('/').pop()!], doc, depth + 1);
  if (schema.allOf) {
    const parts = schema.allOf.map((s) => resolve(s, doc, depth + 1) ?? {});
    return { type: 'object', properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})) };
  }
  return schema;
}

/** A plausible value of a schema, so that one wrong field at a time gets past the others. */
function plausible(schema: Schema | undefined, doc: OpenApi): unknown {
  const s = resolve(schema, doc);
  if (!s) return 'x';
  if (s.enum?.length) return s.enum[0];
  switch (s.type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      return 'x';
  }
}

/** A wrong value as a failure names it: its start, as JSON. */
function shortly(value: unknown): string {
  return (JSON.stringify(value) ?? String(value)).slice(0, 24);
}

/** A lone surrogate cannot be percent-encoded as UTF-8: it is sent as the bytes of one instead. */
function encodeQueryValue(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function requestsOf(doc: OpenApi): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  for (const [template, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const verb = method.toUpperCase();
      const operationName = `${verb} ${template}`;
      const pathParams = (operation.parameters ?? []).filter((p) => p.in === 'path');
      const queryParams = (operation.parameters ?? []).filter((p) => p.in === 'query');
      const concrete = (value: string) => template.replace(/\{[^}]+\}/g, value);
      const add = (path: string, label: string, body?: string, contentType?: string) =>
        requests.push({
          operation: operationName,
          method: verb,
          path,
          label,
          ...(body !== undefined ? { body, contentType: contentType ?? 'application/json' } : {}),
        });

      for (const segment of pathParams.length ? BAD_SEGMENTS : ['']) add(concrete(segment), `path ${segment.slice(0, 20)}`);
      const base = concrete(pathParams.length ? '1' : '');
      for (const param of queryParams) {
        for (const value of BAD_VALUES) {
          const text = typeof value === 'string' ? value : JSON.stringify(value);
          add(`${base}?${encodeURIComponent(param.name)}=${encodeQueryValue(String(text))}`, `query ${param.name}`);
        }
        add(`${base}?${encodeURIComponent(param.name)}=1&${encodeURIComponent(param.name)}=2`, `query ${param.name} twice`);
      }
      add(`${base}?__proto__[admin]=true&constructor[prototype][x]=1`, 'query prototype keys');

      const schema = resolve(operation.requestBody?.content?.['application/json']?.schema, doc);
      if (!operation.requestBody) continue;
      for (const whole of WHOLE_BODIES) add(base, `body ${whole.label}`, whole.body, whole.contentType);
      if (operation.requestBody.content?.['multipart/form-data']) {
        for (const multipart of MULTIPART_BODIES) add(base, `multipart ${multipart.label}`, multipart.body, multipart.contentType);
      }
      const properties = Object.entries(schema?.properties ?? {});
      const valid = Object.fromEntries(properties.map(([name, property]) => [name, plausible(property, doc)]));
      for (const [name] of properties) {
        for (const value of BAD_VALUES) add(base, `body ${name}=${shortly(value)}`, JSON.stringify({ ...valid, [name]: value }));
      }
    }
  }
  return requests;
}

describe.each(testDatabases().map((db) => [db.name, db] as const))('requests made from the OpenAPI description on %s', (_name, db) => {
  let database: Database;
  let app: TestApp;
  let cookie: string;
  /** A second admin session, ended by the fuzzing of sign-out. */
  let spareCookie: string;
  let doc: OpenApi;

  beforeAll(async () => {
    database = await db.open();
    // The limits that answer 429 would hide what is behind them.
    app = await startTestApp({ database, env: { CHECKOUT_RATE_LIMIT: '1000000' } });
    cookie = (await app.signIn('admin', 'guide')).cookie!;
    spareCookie = (await app.signIn('admin', 'guide')).cookie!;
    doc = (await app.request('GET', '/api/docs/openapi.json')).body as OpenApi;
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  test('no 5xx for 10,000 requests or more, anonymous and as the admin; the server stays up', async () => {
    const requests = requestsOf(doc);
    const operations = Object.entries(doc.paths).flatMap(([template, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${template}`),
    );
    const runs = [...requests.map((r) => ({ ...r, as: 'anonymous' })), ...requests.map((r) => ({ ...r, as: 'admin' }))];
    expect(runs.length).toBeGreaterThanOrEqual(10_000);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    /** `as METHOD /template` of every operation that answered at least once. */
    const answered = new Set<string>();
    let next = 0;
    const worker = async () => {
      while (next < runs.length) {
        const run = runs[next++]!;
        const headers: Record<string, string> = {
          'X-Requested-With': 'test',
          ...(run.contentType ? { 'Content-Type': run.contentType } : {}),
        };
        if (run.as === 'admin') headers.Cookie = ENDS_SESSION.has(run.operation) ? spareCookie : cookie;
        let status: number;
        try {
          const res = await fetch(`${app.url}${run.path}`, {
            method: run.method,
            headers,
            body: run.body,
            signal: AbortSignal.timeout(15_000),
            redirect: 'manual',
          });
          status = res.status;
          await res.arrayBuffer();
        } catch (error) {
          failures.push(`${run.as} ${run.method} ${run.path.slice(0, 80)} (${run.label}): ${(error as Error).message}`);
          continue;
        }
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        answered.add(`${run.as} ${run.operation}`);
        if (status >= 500) failures.push(`${run.as} ${run.method} ${run.path.slice(0, 80)} (${run.label}) -> ${status}`);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(failures).toEqual([]);
    // Every operation of the description, each way: none is left out of the run.
    expect([...answered].sort()).toEqual(['anonymous', 'admin'].flatMap((as) => operations.map((op) => `${as} ${op}`)).sort());
    expect((await app.request('GET', '/api/health')).status).toBe(200);
    // Some answers were accepted and many refused: the requests did reach the routes.
    expect([...statuses.keys()].some((s) => s >= 400 && s < 500)).toBe(true);
  }, 600_000);
});
