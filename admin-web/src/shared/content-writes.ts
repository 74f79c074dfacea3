import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError, errorStatus, serverMessage } from '@browser-kit/api/api';
import { toast } from '@browser-kit/toast';
import { useSignedOut } from '../auth/auth-api';

/**
 * The field messages of a validation answer (400 `{ message, errors: { field: message } }`),
 * kept to the form's own fields; {} for any other error.
 */
export function fieldErrorsFrom<F extends string>(error: unknown, fields: readonly F[]): Partial<Record<F, string>> {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.body) return {};
  let errors: unknown;
  try {
    errors = (JSON.parse(error.body) as { errors?: unknown } | null)?.errors;
  } catch {
    return {};
  }
  if (!errors || typeof errors !== 'object') return {};
  const result: Partial<Record<F, string>> = {};
  for (const [field, message] of Object.entries(errors as Record<string, unknown>)) {
    if (typeof message === 'string' && (fields as readonly string[]).includes(field)) result[field as F] ??= message;
  }
  return result;
}

/** A failure toast: the fixed failure text as the title, the server's reason (e.g. a 409's) beneath it. */
export function failureToast(title: string, error: unknown): { title: string; description?: string; variant: 'destructive' } {
  const reason = serverMessage(error);
  return reason ? { title, description: reason, variant: 'destructive' } : { title, variant: 'destructive' };
}

/**
 * One write of an editable list (packages, reviews, gallery): on success its toast and a refetch of `key` (admin and public
 * lists); on failure its failure toast, or the sign-in screen when the session has ended.
 */
export function useContentWrite<Vars, Result = unknown>({
  key,
  write,
  success,
  failure,
}: {
  key: QueryKey;
  write: (vars: Vars) => Promise<Result>;
  success: string;
  failure: string;
}) {
  const queryClient = useQueryClient();
  const signedOut = useSignedOut();
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      toast({ title: success });
      await queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => {
      if (errorStatus(error) === 401) {
        signedOut();
        return;
      }
      toast(failureToast(failure, error));
    },
  });
}
