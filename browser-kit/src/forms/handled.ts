/**
 * For an async event handler: React ignores what a handler returns, so a rejection the handler did
 * not catch itself (its expected failures it shows, in a toast or beside the fields) would go
 * unhandled. `onSubmit={(event) => handled(submit(event))}` logs it instead, as the browser would.
 */
export function handled(work: Promise<unknown>): void {
  work.catch((error: unknown) => console.error(error));
}
