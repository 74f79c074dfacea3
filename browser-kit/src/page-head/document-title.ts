import { useEffect } from 'react';

/** Sets `document.title` while the calling screen is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * Sets `<meta name="...">` (e.g. description) while the calling screen is shown and puts back the
 * previous value when it goes away. An empty value leaves the page's own tag alone.
 */
export function useMetaTag(name: string, content: string | null | undefined): void {
  useEffect(() => {
    if (!content) return undefined;
    let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
    const created = !element;
    if (!element) {
      element = document.createElement('meta');
      element.name = name;
      document.head.appendChild(element);
    }
    const tag = element;
    const previous = tag.content;
    tag.content = content;
    return () => {
      if (created) tag.remove();
      else tag.content = previous;
    };
  }, [name, content]);
}

/** Sets the page's meta description while the calling screen is shown (see useMetaTag). */
export function useMetaDescription(description: string | null | undefined): void {
  useMetaTag('description', description);
}
