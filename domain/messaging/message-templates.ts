/**
 * Message templates: plain text with `{placeholder}` names, filled from the facts of one message.
 * The reminders and the admin's SMS templates (docs/product/messaging.md) are written this way, so
 * the admin can edit a text without touching what fills it.
 */

const PLACEHOLDER = /\{([a-zA-Z][a-zA-Z0-9]*)\}/g;

/** The placeholder names a template uses, each once, in order of first use. */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

/** The placeholders a template uses that `allowed` does not name (a typo the admin should see). */
export function unknownPlaceholders(template: string, allowed: readonly string[]): string[] {
  return placeholdersOf(template).filter((name) => !allowed.includes(name));
}

/**
 * The template with every known placeholder replaced by its value; an unknown one is left as it
 * is, so a mistake shows in the message rather than vanishing from it. Values are inserted as
 * they are (never read as templates themselves).
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? values[name]! : whole));
}
