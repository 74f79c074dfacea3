/**
 * @nestjs/swagger puts a reference with a description of its own (an enum's, a nested DTO's) as
 * `allOf: [{ $ref }]`, the 3.0 way: Redocly flags an `allOf` of one schema. OpenAPI 3.1 allows
 * siblings beside `$ref`, so the reference is written directly.
 */
type Schema = Record<string, unknown>;

const isObject = (value: unknown): value is Schema => typeof value === 'object' && value !== null;

export function withDirectRefs<T>(node: T): T {
  if (Array.isArray(node)) return node.map((item: unknown) => withDirectRefs(item)) as T;
  if (!isObject(node)) return node;
  const walked: Schema = {};
  for (const [key, value] of Object.entries(node)) walked[key] = withDirectRefs(value);
  const only = Array.isArray(walked.allOf) && walked.allOf.length === 1 ? (walked.allOf[0] as unknown) : undefined;
  if (isObject(only) && typeof only.$ref === 'string' && Object.keys(only).length === 1) {
    const { allOf: _single, ...rest } = walked;
    return { ...rest, $ref: only.$ref } as T;
  }
  return walked as T;
}
