import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@browser-kit/api/api';
import type { RequestBodyOf, ResponseOf, Schema } from '@browser-kit/api/api-types';

/** A template as the Templates tab shows it: the text in use, its placeholders and its default. */
export type MessageTemplate = Schema<'MessageTemplateDto'>;
export type MessageTemplateList = ResponseOf<'/api/message-templates', 'get'>;
export type SaveTemplateBody = RequestBodyOf<'/api/message-templates/{key}', 'put'>;

/** The URL's segments, where the default query function (a GET of their join) reads them. */
export const MESSAGE_TEMPLATES_KEY = ['/api/message-templates'] as const;

const templatePath = (key: string) => `/api/message-templates/${encodeURIComponent(key)}`;

/** `GET /api/message-templates`: every template, SMS first. */
export function useMessageTemplates() {
  return useQuery<MessageTemplateList>({ queryKey: MESSAGE_TEMPLATES_KEY });
}

/** The list with the server's answer for one template in place of the one it had. */
function useTemplateAnswer() {
  const queryClient = useQueryClient();
  return (saved: MessageTemplate) =>
    queryClient.setQueryData<MessageTemplateList>(MESSAGE_TEMPLATES_KEY, (list) =>
      list?.map((template) => (template.key === saved.key ? saved : template)),
    );
}

/** `PUT /api/message-templates/{key}`: the admin's text (and an email's subject); the caller shows the toast and the field errors. */
export function useSaveTemplate() {
  const replace = useTemplateAnswer();
  return useMutation({
    mutationFn: async ({ key, body }: { key: string; body: SaveTemplateBody }) =>
      (await apiRequest('PUT', templatePath(key), body)).json() as Promise<MessageTemplate>,
    onSuccess: replace,
  });
}

/** `DELETE /api/message-templates/{key}`: the default text back; answers with the template at its default. */
export function useResetTemplate() {
  const replace = useTemplateAnswer();
  return useMutation({
    mutationFn: async (key: string) => (await apiRequest('DELETE', templatePath(key))).json() as Promise<MessageTemplate>,
    onSuccess: replace,
  });
}
