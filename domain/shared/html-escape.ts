/**
 * Every character that could end a text or a quoted attribute value, or start a tag or an entity.
 * `'` is written `&#39;`: `&apos;` is XML and HTML5 but not HTML 4, which some mail clients still
 * follow, while a numeric reference reads the same in all three.
 */
const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text as HTML or XML character data, safe inside an element and inside an attribute value in
 * either kind of quotes. The one escaping of the server's pages, the emails and the sitemap, so
 * that a name or a title a visitor typed can never become markup in any of them.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}
