import { describe, expect, jest, test } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { chatSessionsPageKey, chatTranscriptKey } from './chat-session-api';
import { NO_CHAT_SESSIONS } from './chat-session-format';
import type { ChatSessionPage, ChatTranscript } from './chat-session-types';

// Vite bundles the stylesheet; Node cannot load it. Registered before the view is required.
jest.mock('./chats.css', () => ({}));
const { ChatsView } = jest.requireActual<typeof import('./ChatsView')>('./ChatsView');

const SESSION = '0f8e2a34-1d2c-4b5a-9e8f-7a6b5c4d3e2f';

function render(path: string, data: [readonly unknown[], unknown][] = []): string {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, queryFn: () => new Promise(() => {}) } },
  });
  for (const [key, value] of data) client.setQueryData(key, value);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="chats/*" element={<ChatsView />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("the admin's Chats tab", () => {
  test('loading, then the empty state', () => {
    expect(render('/chats')).toContain('Loading conversations...');
    const empty: ChatSessionPage = { items: [], total: 0 };
    expect(render('/chats', [[chatSessionsPageKey(1), empty]])).toContain(NO_CHAT_SESSIONS);
  });

  test('a page of conversations with their counts, last message and a link to each transcript, and the pager', () => {
    const page: ChatSessionPage = {
      items: [
        {
          sessionId: SESSION,
          startedAt: '2026-11-24T16:00:00.000Z',
          lastMessageAt: '2026-11-24T16:02:00.000Z',
          messageCount: 4,
          lastMessage: 'The Half-Day Adventure is $249 per person.',
        },
      ],
      total: 41,
    };
    const html = render('/chats?page=2', [[chatSessionsPageKey(2), page]]);
    expect(html).toContain('4 messages');
    expect(html).toContain('The Half-Day Adventure is $249 per person.');
    expect(html).toContain(`href="/chats/${SESSION}"`);
    expect(html).toContain('Conversations 21–21 of 41, newest first');
    expect(html).toContain('Page 2 of 3');
    expect(html).toContain('href="/chats"');
    expect(html).toContain('href="/chats?page=3"');
    // Read only: no control but refresh, paging and links.
    expect(html.match(/<button/g)).toHaveLength(1);
  });

  test('one transcript, visitor and assistant, with the actions offered', () => {
    const transcript: ChatTranscript = {
      sessionId: SESSION,
      startedAt: '2026-11-24T16:00:00.000Z',
      messages: [
        { id: 'm1', sender: 'user', message: 'How much is the Half-Day Adventure?', timestamp: '2026-11-24T16:00:00.000Z', metadata: {} },
        {
          id: 'm2',
          sender: 'assistant',
          message: 'The Half-Day Adventure is $249 per person.',
          timestamp: '2026-11-24T16:00:01.000Z',
          metadata: { suggestedActions: [{ type: 'book_now', label: 'Book the Half-Day Adventure', href: '/#book' }] },
        },
      ],
    };
    const html = render(`/chats/${SESSION}`, [[chatTranscriptKey(SESSION), transcript]]);
    expect(html).toContain('Conversation 0f8e2a34');
    expect(html).toContain('2 messages');
    expect(html).toMatch(/Visitor<\/strong>.*How much is the Half-Day Adventure\?/s);
    expect(html).toMatch(/Assistant<\/strong>.*The Half-Day Adventure is \$249 per person\./s);
    expect(html).toContain('Offered: Book the Half-Day Adventure');
    expect(html).toContain('All conversations');
  });
});
