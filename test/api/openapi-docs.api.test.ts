import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Database } from '../../adapters/persistence/database';
import { testDatabases } from '../support/databases';
import { httpMarkdown, MarkdownDocument } from '../support/openapi-http-markdown';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * docs/api/openapi.json is the document the app serves, and docs/api/http.md its reading for
 * people: both are committed so that they can be read (and linted: `npm run lint:openapi`)
 * without starting the server. `npm run api:docs` rewrites them after an API change.
 */
const DOCS = join(__dirname, '../../docs/api');
const REGENERATE = 'run `npm run api:docs` to regenerate it after an API change';

const [pglite] = testDatabases();
let database: Database;
let app: TestApp;
let document: MarkdownDocument;

beforeAll(async () => {
  database = await pglite!.open();
  app = await startTestApp({ database });
  const res = await app.request('GET', '/api/docs/openapi.json');
  expect(res.status).toBe(200);
  document = res.body as MarkdownDocument;
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function expectCommitted(file: string, generated: string): Promise<void> {
  if (process.env.UPDATE_API_DOCS === '1') {
    await mkdir(DOCS, { recursive: true });
    await writeFile(join(DOCS, file), generated);
  }
  const committed = await readFile(join(DOCS, file), 'utf8').catch(() => '');
  const lines = committed.split('\n');
  const firstDifference = generated.split('\n').findIndex((line, i) => line !== lines[i]);
  if (firstDifference !== -1 || lines.length !== generated.split('\n').length) {
    throw new Error(`docs/api/${file} is not what the app serves (first difference at line ${firstDifference + 1}): ${REGENERATE}`);
  }
}

describe('docs/api', () => {
  test('openapi.json is the served OpenAPI document', async () => {
    await expectCommitted('openapi.json', JSON.stringify(document, null, 2) + '\n');
  });

  test('http.md is generated from it: every operation, grouped by area', async () => {
    const markdown = httpMarkdown(document);
    expect(markdown).toContain('### GET `/api/packages`');
    expect(markdown).toContain('- operationId: `listBookings`');
    await expectCommitted('http.md', markdown);
  });
});
