import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@browser-kit/api/api';
import type { RequestBodyOf, ResponseOf } from '@browser-kit/api/api-types';
import { SITE_CONTENT_QUERY_KEY } from '@browser-kit/site/site-info';
import { toast } from '@browser-kit/toast';
import { AUTOMATION_SAVED } from './template-format';

/** Which messages the site sends by itself, and the guide phone (the one of Settings). */
export type AutomationSettings = ResponseOf<'/api/automation-settings', 'get'>;
export type SaveAutomationBody = RequestBodyOf<'/api/automation-settings', 'put'>;

export const AUTOMATION_SETTINGS_KEY = ['/api/automation-settings'] as const;

/** The guide phone is also changed from Settings: each opening of the tab fetches the settings again. */
const CHANGED_ELSEWHERE = 0;

/** `GET /api/automation-settings`. */
export function useAutomationSettings() {
  return useQuery<AutomationSettings>({ queryKey: AUTOMATION_SETTINGS_KEY, staleTime: CHANGED_ELSEWHERE });
}

/**
 * `PUT /api/automation-settings` with the fields changed: 'Automation settings saved' here (the
 * form starts again from the answer, so its own callbacks would not run), a refusal's toast and
 * field errors by the caller. The settings are site content (the guide phone is Settings' one):
 * that is fetched again too.
 */
export function useSaveAutomationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveAutomationBody) =>
      (await apiRequest('PUT', '/api/automation-settings', body)).json() as Promise<AutomationSettings>,
    onSuccess: (saved) => {
      toast({ title: AUTOMATION_SAVED });
      queryClient.setQueryData(AUTOMATION_SETTINGS_KEY, saved);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: SITE_CONTENT_QUERY_KEY }),
  });
}
