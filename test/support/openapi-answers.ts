import Ajv2020, { ErrorObject, ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/**
 * Checks the API's real answers against the OpenAPI document (adapters/http/openapi): every answer
 * to an operation the document lists must have a status it declares, and a JSON body must match
 * the schema declared for that status. test/support/test-app.ts runs it on every answer the API
 * suites receive, so the document cannot drift from what the server says.
 */
export interface Answer {
  readonly method: string;
  /** The request's path, with its query. */
  readonly path: string;
  readonly status: number;
  readonly contentType: string | null;
  /** The parsed JSON body, or undefined when the answer was not JSON. */
  readonly body: unknown;
}

interface Operation {
  responses?: Record<string, { content?: Record<string, unknown> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

const DOCUMENT_ID = 'openapi.json';
/** JSON pointer escaping of one key. */
const pointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** A checker of answers against `document`: the problem with an answer, or undefined when it conforms. */
export function answerChecker(document: Document): (answer: Answer) => string | undefined {
  const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false });
  addFormats(ajv);
  ajv.addSchema(document as object, DOCUMENT_ID);
  const templates = Object.keys(document.paths)
    .map((template) => ({
      template,
      pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}/]+\}/g, '[^/]+')}$`),
      // A literal segment wins over a parameter, as /api/bookings/stats over /api/bookings/{id}.
      params: (template.match(/\{/g) ?? []).length,
    }))
    .sort((a, b) => a.params - b.params);
  const validators = new Map<string, ValidateFunction>();

  return (answer) => {
    const path = answer.path.split('?')[0]!;
    const method = answer.method.toLowerCase();
    const template = templates.find((t) => t.pattern.test(path) && document.paths[t.template]?.[method])?.template;
    if (!template) return undefined; // not an operation of the document (a page, a file, an unknown address)
    const responses = document.paths[template]![method]!.responses ?? {};
    const status = [String(answer.status), `${String(answer.status)[0]}XX`, 'default'].find((s) => responses[s]);
    const where = `${answer.method} ${template} answered ${answer.status}`;
    if (!status) return `${where}, a status the OpenAPI document does not declare (it declares ${Object.keys(responses).join(', ')})`;
    const isJson = /^application\/(.+\+)?json/.test(answer.contentType ?? '');
    if (!isJson || answer.body === undefined) return undefined;
    const declared = responses[status]!.content ?? {};
    const media = Object.keys(declared).find((type) => /^application\/(.+\+)?json/.test(type));
    if (!media) return `${where} with a JSON body, but the document declares ${Object.keys(declared).join(', ') || 'no body'} for it`;
    const ref = `${DOCUMENT_ID}#/paths/${pointer(template)}/${method}/responses/${status}/content/${pointer(media)}/schema`;
    let validate = validators.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: ref });
      validators.set(ref, validate);
    }
    if (validate(answer.body)) return undefined;
    return `${where} with a body its schema refuses:\n${describe(validate.errors ?? [])}\nbody: ${JSON.stringify(answer.body).slice(0, 500)}`;
  };
}

const describe = (errors: ErrorObject[]) =>
  errors
    .slice(0, 8)
    .map((e) => `  ${e.instancePath || '(body)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`)
    .join('\n');
