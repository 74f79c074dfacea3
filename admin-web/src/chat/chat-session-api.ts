import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@browser-kit/api/api';
import { CHAT_SESSIONS_PAGE_SIZE } from './chat-session-format';
import type { ChatSessionPage, ChatTranscript } from './chat-session-types';

export const CHAT_SESSIONS_KEY = '/api/chat-sessions';

export const chatSessionsPageKey = (page: number, pageSize: number = CHAT_SESSIONS_PAGE_SIZE) =>
  [CHAT_SESSIONS_KEY, { page, pageSize }] as const;
export const chatTranscriptKey = (sessionId: string) => [CHAT_SESSIONS_KEY, sessionId] as const;

/** Conversations go on while the tab is open: each opening fetches them again. */
const CHANGES_ON_ITS_OWN = 0;

/** `GET /api/chat-sessions?page=&pageSize=`: one page of conversations, the newest first. */
export function useChatSessions(page: number) {
  return useQuery<ChatSessionPage>({
    queryKey: chatSessionsPageKey(page),
    queryFn: async () =>
      (await apiRequest('GET', `${CHAT_SESSIONS_KEY}?page=${page}&pageSize=${CHAT_SESSIONS_PAGE_SIZE}`)).json() as Promise<ChatSessionPage>,
    staleTime: CHANGES_ON_ITS_OWN,
    // The page shown stays while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/chat-sessions/{sessionId}`: one conversation with every message, oldest first. */
export function useChatTranscript(sessionId: string) {
  return useQuery<ChatTranscript>({
    queryKey: chatTranscriptKey(sessionId),
    queryFn: async () =>
      (await apiRequest('GET', `${CHAT_SESSIONS_KEY}/${encodeURIComponent(sessionId)}`)).json() as Promise<ChatTranscript>,
    staleTime: CHANGES_ON_ITS_OWN,
  });
}
