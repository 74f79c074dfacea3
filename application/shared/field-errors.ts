/** What an answer says when no field's message can stand for the whole refusal. */
const FIELD_ERRORS_MESSAGE = 'The request is not valid';

/**
 * A refusal about what a form sent: each message under the field it is about, so that the form
 * shows it beside that field. `message` speaks for the whole (what a toast shows): the first
 * field's, unless given. The HTTP layer answers it 400 `{ message, errors }`, like a body its DTO
 * refused. A field without a message (left out, or undefined) is not named.
 */
export class FieldErrors<Field extends string = string> extends Error {
  override readonly name = 'FieldErrors';
  readonly errors: Readonly<Record<string, string>>;

  /** `Field` is inferred from `errors`, so a form's own type of messages per field is taken as it is. */
  constructor(errors: Readonly<Partial<Record<Field, string>>>, message?: string) {
    const named = Object.fromEntries(
      Object.entries<string | undefined>(errors).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    super(message ?? Object.values(named)[0] ?? FIELD_ERRORS_MESSAGE);
    this.errors = named;
  }

  /** One field's refusal, whose message is also the answer's. */
  static on(field: string, message: string): FieldErrors {
    return new FieldErrors({ [field]: message }, message);
  }
}

/**
 * Runs `work`, rethrowing as FieldErrors each refusal `asFields` recognises (any other error as it
 * is): how a use case shows the domain's own refusals beside its form's fields, the domain knowing
 * nothing of forms. Other callers of the same rules still get the domain's refusal. A synchronous
 * check stays synchronous; a promise's rejection is mapped alike.
 */
export function withFieldErrors<T>(work: () => T, asFields: (error: unknown) => FieldErrors | undefined): T {
  const rethrow = (error: unknown): never => {
    throw asFields(error) ?? error;
  };
  try {
    const result = work();
    return (result instanceof Promise ? result.catch(rethrow) : result) as T;
  } catch (error) {
    return rethrow(error);
  }
}
