/** Who caused something: every event records it, the audit timeline shows it. */
export type Actor =
  | { readonly kind: 'visitor' }
  /** The booking's customer, acting through the private manage link of their confirmation (issue 20). */
  | { readonly kind: 'customer'; readonly via: 'manage_link' }
  | { readonly kind: 'user'; readonly username: string; readonly role: string }
  | { readonly kind: 'system'; readonly process: string };

export function describeActor(actor: Actor): string {
  switch (actor.kind) {
    case 'visitor':
      return 'visitor';
    case 'customer':
      return 'customer (manage link)';
    case 'user':
      return `${actor.username} (${actor.role})`;
    case 'system':
      return `system: ${actor.process}`;
  }
}
