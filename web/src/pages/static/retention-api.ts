import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@browser-kit/api/api';
import type { ResponseOf } from '@browser-kit/api/api-types';
import { DEFAULT_RETENTION } from '../../../../domain/privacy/retention-rules';

export type RetentionPeriods = ResponseOf<'/api/privacy/retention', 'get'>;

export const RETENTION_KEY = ['/api/privacy/retention'] as const;

/**
 * How long the site keeps chats, messages and the sign-in log: the server's settings, which its
 * retention jobs delete by. A plain read of the key's path, so the server render fetches it and
 * the page is served with the periods in it; the defaults only show if the read failed.
 */
export function useRetentionPeriods(): RetentionPeriods {
  const { data } = useQuery({ queryKey: RETENTION_KEY, queryFn: getQueryFn<RetentionPeriods>({ on401: 'throw' }) });
  return data ?? DEFAULT_RETENTION;
}
