/**
 * The business's mark: a leaping fish over lake waves in a round frame. Decorative by default;
 * pass `title` when the mark is the only content of a link or button.
 */
export function LogoMark({ size = 40, title }: { size?: number; title?: string }) {
  return (
    <svg
      className="logo-mark"
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      <circle cx="32" cy="32" r="31" fill="#0b3a53" stroke="#f4a340" strokeWidth="2" />
      <path d="M8 42c4-3 8-3 12 0s8 3 12 0 8-3 12 0 8 3 12 0v10a30 30 0 0 1-48 0z" fill="#1f6f9f" />
      <path d="M8 42c4-3 8-3 12 0s8 3 12 0 8-3 12 0 8 3 12 0" fill="none" stroke="#e6f2f8" strokeWidth="2" strokeLinecap="round" />
      <path d="M15 32c6-10 18-15 29-11l6-6-1 9 6 3-7 2c-6 9-20 11-33 3z" fill="#f4a340" />
      <circle cx="42" cy="25.5" r="1.6" fill="#0b3a53" />
      <path d="M26 28c2 2 2 5 0 7" fill="none" stroke="#0b3a53" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
