/**
 * docs/api/http.md from the OpenAPI document: the operations grouped by tag, each with its method,
 * path, summary, who may call it, its parameters, body and answers. Written by
 * test/api/openapi-docs.api.test.ts (`npm run api:docs`), never by hand.
 */
type Schema = { $ref?: string; type?: string | string[]; items?: Schema; oneOf?: Schema[]; allOf?: Schema[]; anyOf?: Schema[] };
interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: Schema }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
}
export interface MarkdownDocument {
  info: { title: string; description?: string; version: string };
  servers?: { url: string; description?: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** A schema in a few words: `BookingDto`, `BookingDto[]`, `string`, `PriceDto | null`. */
export function schemaName(schema: Schema | undefined): string {
  if (!schema) return '';
  if (schema.$ref) return schema.$ref.split('/').pop()!;
  if (schema.oneOf ?? schema.anyOf) return (schema.oneOf ?? schema.anyOf)!.map(schemaName).join(' \\| ');
  if (schema.allOf) return schema.allOf.map(schemaName).join(' & ');
  if (schema.type === 'array') return `${schemaName(schema.items)}[]`;
  if (Array.isArray(schema.type)) return schema.type.join(' \\| ');
  return schema.type ?? 'object';
}

const cell = (text: string | undefined) => (text ?? '').replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
const bodyOf = (content: Record<string, { schema?: Schema }> | undefined) =>
  Object.entries(content ?? {})
    .map(([type, media]) => `${schemaName(media.schema) || 'body'} (${type})`)
    .join(', ');

function operationSection(method: string, path: string, op: Operation): string[] {
  const isPublic = !op.security || op.security.length === 0;
  const lines = [`### ${method.toUpperCase()} \`${path}\``, '', cell(op.summary ?? op.description ?? ''), ''];
  lines.push(`- operationId: \`${op.operationId ?? ''}\``);
  lines.push(`- auth: ${isPublic ? 'public' : `signed in (${op.security!.flatMap((s) => Object.keys(s)).join(', ')} cookie)`}`);
  if (op.requestBody) lines.push(`- body${op.requestBody.required ? '' : ' (optional)'}: ${bodyOf(op.requestBody.content)}`);
  const params = op.parameters ?? [];
  if (params.length > 0) {
    lines.push('', '| parameter | in | type | required | description |', '| --- | --- | --- | --- | --- |');
    for (const p of params) {
      lines.push(`| \`${p.name}\` | ${p.in} | ${schemaName(p.schema)} | ${p.required ? 'yes' : 'no'} | ${cell(p.description)} |`);
    }
  }
  lines.push('', '| answer | meaning | body |', '| --- | --- | --- |');
  for (const [status, response] of Object.entries(op.responses ?? {})) {
    lines.push(`| ${status} | ${cell(response.description)} | ${bodyOf(response.content)} |`);
  }
  lines.push('');
  return lines;
}

export function httpMarkdown(doc: MarkdownDocument): string {
  const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({ method, path, op: item[method]! })),
  );
  const lines = [
    `# ${doc.info.title} (version ${doc.info.version})`,
    '',
    '<!-- Generated from docs/api/openapi.json by test/api/openapi-docs.api.test.ts: do not edit; run `npm run api:docs`. -->',
    '',
    doc.info.description ?? '',
    '',
    `Servers: ${(doc.servers ?? []).map((s) => `\`${s.url}\``).join(', ')}. The machine-readable document is [openapi.json](openapi.json), ` +
      'also served by the app at `/api/docs/openapi.json` (and browsable at `/api/docs`).',
    '',
    '## Areas',
    '',
    ...(doc.tags ?? []).map((tag) => `- [${tag.name}](#${tag.name}): ${tag.description ?? ''}`),
    '',
  ];
  for (const tag of doc.tags ?? []) {
    lines.push(`## ${tag.name}`, '', tag.description ?? '', '');
    for (const { method, path, op } of operations.filter((o) => o.op.tags?.[0] === tag.name))
      lines.push(...operationSection(method, path, op));
  }
  const untagged = operations.filter((o) => !(doc.tags ?? []).some((t) => t.name === o.op.tags?.[0]));
  if (untagged.length > 0) {
    lines.push('## Other', '');
    for (const { method, path, op } of untagged) lines.push(...operationSection(method, path, op));
  }
  return (
    lines
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd() + '\n'
  );
}
