import type { components, paths } from './api-schema';

/*
 * The shapes both apps send and receive. They come from api-schema.ts, which openapi-typescript
 * generates from the document the server serves (a test fails while the file is stale), and never
 * from the server's own classes or from interfaces written here: a changed answer then fails the
 * apps' typecheck instead of a screen. Rules and constants still come from domain/.
 */

/** A named schema of the document: `Schema<'BookingRowDto'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

type Method = 'get' | 'put' | 'post' | 'patch' | 'delete';

/** The methods a path has: the generated file lists the others too, as `?: never`. */
export type MethodOf<Path extends keyof paths> = {
  [M in Method]: paths[Path][M] extends { responses: object } ? M : never;
}[Method];

type Operation<Path extends keyof paths, M extends MethodOf<Path>> = NonNullable<paths[Path][M]>;

type JsonContent<Answer> = Answer extends { content: { 'application/json': infer Body } } ? Body : never;

/**
 * What a call answers when it succeeds (its 200, else its 201), by path and method rather than by
 * schema name: for answers with no name of their own (a union), and so that a route that starts
 * answering another schema moves its callers along. `never` for a route that answers 204.
 */
export type ResponseOf<Path extends keyof paths, M extends MethodOf<Path>> =
  Operation<Path, M> extends { responses: infer Answers }
    ? Answers extends { 200: infer Ok }
      ? JsonContent<Ok>
      : Answers extends { 201: infer Created }
        ? JsonContent<Created>
        : never
    : never;

/** The JSON body a call takes; `never` for one that takes none (or not as JSON, as an upload). */
export type RequestBodyOf<Path extends keyof paths, M extends MethodOf<Path>> =
  Operation<Path, M> extends { requestBody: { content: { 'application/json': infer Body } } } ? Body : never;
