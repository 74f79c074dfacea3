import { describe, expect, test } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { chatReducer, INITIAL_CHAT_STATE, welcomeText, type ChatAction, type ChatState } from './chat-state';
import { ChatPanel } from './ChatPanel';
import type { Chat } from './use-chat';

const NAME = 'Dale Kowalchuk';
const nothing = () => false;

function render(actions: ChatAction[]): string {
  const state: ChatState = actions.reduce(chatReducer, INITIAL_CHAT_STATE);
  const chat: Chat = {
    state,
    open: nothing,
    close: nothing,
    reconnect: nothing,
    send: nothing,
    sendSmsRequest: nothing,
    showSmsForm: nothing,
  };
  return renderToStaticMarkup(
    <MemoryRouter>
      <ChatPanel chat={chat} guideName={NAME} onClose={nothing} />
    </MemoryRouter>,
  );
}

const connected: ChatAction[] = [{ type: 'open' }, { type: 'connected', welcome: welcomeText(NAME) }];
const asked: ChatAction[] = [...connected, { type: 'sent', id: 'u1', text: 'How much is the Half-Day Adventure?' }];

describe('the chat panel', () => {
  test("is a labelled dialog 'Chat with {name}'; while connecting it says so and the message box is disabled", () => {
    const html = render([{ type: 'open' }]);
    expect(html).toMatch(/role="dialog"[^>]*aria-labelledby="chat-panel-title"/);
    expect(html).toContain(`>Chat with ${NAME}</h2>`);
    expect(html).toContain('Connecting');
    expect(html).toMatch(/<input[^>]*id="chat-panel-input"[^>]*disabled=""/);
    expect(html).toContain('<label for="chat-panel-input" class="visually-hidden">Your message</label>');
    expect(html).toMatch(/role="log"[^>]*aria-label="Conversation"/);
  });

  test('once online: the welcome, the enabled box, and Send blocked while the text is empty', () => {
    const html = render(connected);
    expect(html).toContain('Online');
    expect(html).toContain(welcomeText(NAME).replaceAll("'", '&#x27;'));
    expect(html).not.toMatch(/<input[^>]*id="chat-panel-input"[^>]*disabled/);
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Send<\/button>/);
  });

  test('a typing indicator while the reply is awaited', () => {
    expect(render(asked)).toContain(`${NAME}&#x27;s assistant is typing`);
    expect(render(connected)).not.toContain('is typing');
  });

  test('an answer shows its actions: book_now as a link to the booking form, call as tel:, send_sms as a button', () => {
    const html = render([
      ...asked,
      {
        type: 'received',
        id: 'a1',
        frame: {
          type: 'chat_response',
          message: {
            id: 'srv',
            sessionId: 's',
            message: 'The Half-Day Adventure is $249 per person.',
            sender: 'assistant',
            timestamp: '2026-11-24T16:00:00.000Z',
            metadata: {
              suggestedActions: [
                { type: 'book_now', label: 'Book now', href: '/?date=2026-12-05&package=Half-Day+Adventure&time=morning#book' },
                { type: 'call_guide', label: 'Call Dale', href: 'tel:+17805550142' },
                { type: 'send_sms', label: 'Text my question to Dale' },
                { type: 'book_now', label: 'Evil', href: 'javascript:alert(1)' },
              ],
            },
          },
        },
      },
    ]);
    expect(html).toContain('The Half-Day Adventure is $249 per person.');
    expect(html).toContain('href="/?date=2026-12-05&amp;package=Half-Day+Adventure&amp;time=morning#book"');
    expect(html).toContain('href="tel:+17805550142"');
    expect(html).toMatch(/<button type="button"[^>]*>Text my question to Dale<\/button>/);
    expect(html).not.toContain('Evil');
    expect(html).not.toContain('is typing');
  });

  test("a server error is the assistant's message; a failure shows offline with a way to reconnect", () => {
    const refused = render([...asked, { type: 'received', id: 'e1', frame: { type: 'error', message: 'Please slow down.' } }]);
    expect(refused).toMatch(/chat-message--error.*Please slow down\./s);
    const offline = render([...asked, { type: 'failed' }]);
    expect(offline).toContain('Offline');
    expect(offline).toContain('Reconnect');
    expect(offline).not.toContain('is typing');
  });

  test('the phone form of send_sms shows the question it passes on', () => {
    const html = render([...asked, { type: 'sms_form', open: true }]);
    expect(html).toContain('<label class="label" for="chat-sms-phone">Your phone number</label>');
    expect(html).toContain('<q>How much is the Half-Day Adventure?</q>');
  });
});
