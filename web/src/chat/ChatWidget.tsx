import { useCallback, useEffect, useRef, type KeyboardEvent } from 'react';
import { useGuideProfile } from '@browser-kit/site/site-info';
import { formUnder } from '../layout/form-clearance';
import { useLayoutCheck } from '../layout/use-layout-check';
import { welcomeText } from './chat-state';
import { ChatIcon, CloseIcon } from './ChatIcons';
import { ChatPanel, CHAT_PANEL_ID } from './ChatPanel';
import { useChat } from './use-chat';
import './chat.css';

/**
 * The chat widget on every public page (docs/product/chat.md): a round floating button that
 * opens the panel 'Chat with {name}' (the guide's name from site content). Escape closes the panel
 * and gives the focus back to the button. While a form of the page (the booking form's fields and
 * its pay button) lies under the closed button, the button steps aside, and comes back as soon as
 * the form has scrolled on.
 */
export function ChatWidget() {
  const guide = useGuideProfile();
  const chat = useChat(welcomeText(guide.name));
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { open } = chat.state;
  // The button that closes an open panel stays where it is, and so does a focused one.
  const aside = useLayoutCheck(() => {
    const button = buttonRef.current;
    return !open && button !== null && button !== document.activeElement && formUnder(button);
  }, [open]);

  // The button is hidden under the open panel on a phone: it takes the focus back once shown again.
  const focusButtonRef = useRef(false);
  useEffect(() => {
    if (open || !focusButtonRef.current) return;
    focusButtonRef.current = false;
    buttonRef.current?.focus();
  }, [open]);

  const { close: closeChat } = chat;
  const close = useCallback(
    (returnFocus: boolean) => {
      focusButtonRef.current = returnFocus;
      closeChat();
    },
    [closeChat],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    close(true);
  };

  return (
    <div className="chat-widget" onKeyDown={onKeyDown}>
      {open ? <ChatPanel chat={chat} guideName={guide.name} onClose={close} /> : null}
      <button
        ref={buttonRef}
        type="button"
        className={open ? 'chat-launcher chat-launcher--open' : aside ? 'chat-launcher chat-launcher--aside' : 'chat-launcher'}
        aria-label={`Chat with ${guide.name}`}
        aria-expanded={open}
        aria-controls={open ? CHAT_PANEL_ID : undefined}
        onClick={() => (open ? close(false) : chat.open())}
      >
        {open ? <CloseIcon /> : <ChatIcon />}
      </button>
    </div>
  );
}
