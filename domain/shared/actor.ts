/** Who caused something: every event records it, the audit timeline shows it. */
export type Actor =
  | { readonly kind: 'visitor' }
  | { readonly kind: 'user'; readonly username: string; readonly role: string }
  | { readonly kind: 'system'; readonly process: string };

export function describeActor(actor: Actor): string {
  switch (actor.kind) {
    case 'visitor':
      return 'visitor';
    case 'user':
      return `${actor.username} (${actor.role})`;
    case 'system':
      return `system: ${actor.process}`;
  }
}
