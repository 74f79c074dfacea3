/**
 * Pure sign-in rules. No imports from the shared UI so the unit tests run without the app's module
 * aliases.
 */

/** At least this long passes before a sign-in answer is shown, while the button reads 'Authenticating...'. */
export const SIGN_IN_MIN_DURATION_MS = 1000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Settles like `work`, but never before `ms` milliseconds have passed (success and failure alike),
 * so a wrong password is not answered faster than a right one.
 */
export async function withMinimumDuration<T>(work: Promise<T>, ms: number, wait: (ms: number) => Promise<void> = sleep): Promise<T> {
  const [result] = await Promise.allSettled([work, wait(ms)]);
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

export interface ToastText {
  title: string;
  description: string;
}

export const SIGN_IN_SUCCESS: ToastText = {
  title: 'Welcome!',
  description: 'You have been authenticated as admin.',
};

/** The destructive toast for a failed sign-in, from the HTTP status (undefined: no answer). */
export function signInFailure(status: number | undefined, serverMessage: string | undefined): ToastText {
  if (status === 401) return { title: 'Access Denied', description: 'Incorrect admin password.' };
  if (status === 429) {
    return {
      title: 'Access Denied',
      description: serverMessage ?? 'Too many sign-in attempts. Please wait a few minutes and try again.',
    };
  }
  if (status === undefined) {
    return { title: 'Sign-in Failed', description: 'The server could not be reached. Check your connection and try again.' };
  }
  return { title: 'Sign-in Failed', description: serverMessage ?? `The server answered ${status}. Please try again.` };
}

/**
 * The server's explanation when no admin account exists yet: `GET /api/auth/me` answers 503 with
 * JSON `{ message }` saying how to create the first one. Any other answer is not that.
 */
export function noAdminAccountMessage(status: number | undefined, serverMessage: string | undefined): string | undefined {
  if (status !== 503 || !serverMessage) return undefined;
  return serverMessage;
}

/** Splits a message on backticks so `commands` can be shown as code: odd parts are code. */
export function splitInlineCode(message: string): { text: string; code: boolean }[] {
  return message
    .split('`')
    .map((text, index) => ({ text, code: index % 2 === 1 }))
    .filter((part) => part.text !== '');
}

/** What the sign-in screen says when `GET /api/auth/me` failed for another reason. */
export function sessionCheckText(status: number | undefined): string {
  return status === undefined
    ? 'The server could not be reached. You can still try to sign in.'
    : `The server could not check your session (it answered ${status}). You can still try to sign in.`;
}
