/**
 * Shown where the guide's photo goes until the admin uploads one: an angler in a boat at sunrise
 * on the lake, drawn inline so it costs no request and can never be a broken image.
 */
export function GuideIllustration() {
  return (
    <svg
      className="guide__image guide__illustration"
      viewBox="0 0 480 576"
      width="480"
      height="576"
      role="img"
      aria-label="Illustration: a guide fishing from a boat at sunrise on Wabamun Lake"
      focusable="false"
    >
      <defs>
        <linearGradient id="guide-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f0a35a" />
          <stop offset="0.45" stopColor="#b9727a" />
          <stop offset="1" stopColor="#3d5a80" />
        </linearGradient>
        <linearGradient id="guide-water" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#12506f" />
          <stop offset="1" stopColor="#061b27" />
        </linearGradient>
      </defs>
      <rect width="480" height="576" fill="url(#guide-sky)" />
      <circle cx="330" cy="250" r="58" fill="#f7b75f" opacity="0.9" />
      <path
        fill="#15291f"
        d="M0 330l24-20 14 12 20-30 18 24 16-14 22 26 20-34 18 26 24-14 18 20 26-36 20 28 18-12 22 22 26-32 18 24 22-16 20 26 24-38 18 30 20-14 22 20 26-30 18 24 22-18 20 26 22-32 18 26 24-14 20 22 V352H0z"
      />
      <rect y="350" width="480" height="226" fill="url(#guide-water)" />
      <path
        fill="none"
        stroke="#b9d9ea"
        strokeOpacity="0.35"
        strokeWidth="3"
        strokeLinecap="round"
        d="M40 410h90M300 400h120M180 470h130M60 520h80M350 530h90"
      />
      <path fill="#f2f8fb" d="M120 430h240l-30 44H150z" />
      <path fill="#0b2a3c" d="M150 474h180l-8 10H158z" opacity="0.5" />
      <g fill="#0b2a3c">
        <circle cx="236" cy="338" r="16" />
        <path d="M214 430l6-66c2-12 10-18 16-18s14 6 16 18l6 66z" />
        <path d="M218 326h36l-4-12h-28z" />
      </g>
      <path fill="none" stroke="#0b2a3c" strokeWidth="4" strokeLinecap="round" d="M250 372l40-26" />
      <path fill="none" stroke="#0b2a3c" strokeWidth="3" strokeLinecap="round" d="M286 348l96-118" />
      <path fill="none" stroke="#f2f8fb" strokeOpacity="0.8" strokeWidth="1.5" d="M382 230q18 120 2 214" />
      <circle cx="384" cy="444" r="4" fill="#e07b17" />
    </svg>
  );
}
