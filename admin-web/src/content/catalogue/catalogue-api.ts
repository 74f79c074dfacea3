import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError, errorStatus, serverMessage } from '@shared-ui/api';
import type { AsJson } from '@shared-ui/json-shape';
import { toast } from '@shared-ui/toast';
import type { PackageRow } from '../../../../application/catalogue/package-service';
import type { GalleryCatch } from '../../../../application/gallery/catch-service';
import type { ReviewRow } from '../../../../application/reviews/review-service';
import { useSignedOut } from '../../auth/auth-api';

export type Package = AsJson<PackageRow>;
export type Review = AsJson<ReviewRow>;
export type Catch = AsJson<GalleryCatch>;

/*
 * The same keys the public landing page reads (web/src/landing/*-api.ts): invalidating them after
 * a write refetches the admin list and the public sections alike.
 */
export const PACKAGES_KEY = ['/api/packages'] as const;
export const REVIEWS_KEY = ['/api/reviews'] as const;
export const CATCHES_KEY = ['/api/catches'] as const;

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

/** A failure toast: SPEC's text as the title, the server's reason (e.g. a 409's) beneath it. */
export function failureToast(title: string, error: unknown): { title: string; description?: string; variant: 'destructive' } {
  const reason = serverMessage(error);
  return reason ? { title, description: reason, variant: 'destructive' } : { title, variant: 'destructive' };
}

/**
 * One write of a catalogue tab: on success SPEC's toast and a refetch of `key` (admin and public
 * lists); on failure SPEC's failure toast, or the sign-in screen when the session has ended.
 */
export function useCatalogueWrite<Vars, Result = unknown>({
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
