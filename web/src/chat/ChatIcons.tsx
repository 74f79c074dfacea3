/** The widget's pictures: decorative, the controls carry their own names. */
export function ChatIcon() {
  return (
    <svg className="chat-launcher__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 3C6.5 3 2 6.6 2 11c0 2.2 1.1 4.2 2.9 5.6-.2 1.5-.9 2.9-2 3.9 2 .1 4-.6 5.5-1.8 1.1.3 2.3.4 3.6.4 5.5 0 10-3.6 10-8S17.5 3 12 3Zm-5 9.5A1.5 1.5 0 1 1 7 9.5a1.5 1.5 0 0 1 0 3Zm5 0a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm5 0a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Z"
      />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}
