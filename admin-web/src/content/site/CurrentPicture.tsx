import { safeImageSrc } from '@browser-kit/urls/safe-url';

/** The stored picture of an entry, or a note that the site shows its own; never an unsafe src. */
export function CurrentPicture({
  value,
  alt,
  fallback,
  round,
}: {
  value: string | undefined;
  alt: string;
  fallback: string;
  round?: boolean;
}) {
  const src = value ? safeImageSrc(value) : null;
  if (!src) return <p className="site-content__none">{fallback}</p>;
  return <img className={round ? 'site-picture site-picture--round' : 'site-picture'} src={src} alt={alt} loading="lazy" />;
}
