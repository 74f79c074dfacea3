import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@browser-kit/api/api';
import type { Schema } from '@browser-kit/api/api-types';
import { toast } from '@browser-kit/toast';

/** The feed's private address as `GET /api/calendar-feed` gives it (admins only). */
export type CalendarFeedLink = Schema<'CalendarFeedLinkDto'>;

export const CALENDAR_FEED_KEY = ['/api/calendar-feed'] as const;

/** `GET /api/calendar-feed`: the address the guide subscribes to (the first look makes it). */
export function useCalendarFeedLink() {
  return useQuery<CalendarFeedLink>({
    queryKey: CALENDAR_FEED_KEY,
    queryFn: async () => (await apiRequest('GET', '/api/calendar-feed')).json() as Promise<CalendarFeedLink>,
  });
}

/** `POST /api/calendar-feed/renewal`: a new address; calendars subscribed to the old one stop updating. */
export function useRenewCalendarFeed(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiRequest('POST', '/api/calendar-feed/renewal')).json() as Promise<CalendarFeedLink>,
    onSuccess: (link) => {
      queryClient.setQueryData(CALENDAR_FEED_KEY, link);
      toast({ title: 'Success', description: 'Calendar link renewed: subscribe again with the new link' });
      onDone();
    },
    onError: () => toast({ title: 'Error', description: 'Failed to renew the calendar link', variant: 'destructive' }),
  });
}
