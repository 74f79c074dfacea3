/** Who caused something: every event records it, the audit timeline shows it. */
export type Actor =
  | { readonly kind: 'visitor' }
  /**
   * The customer, acting through a private link (docs/product/self-service.md): the manage link of
   * their confirmation, or the link of their waitlist entry.
   */
  | { readonly kind: 'customer'; readonly via: 'manage_link' | 'waitlist_link' }
  | { readonly kind: 'user'; readonly username: string; readonly role: string }
  | { readonly kind: 'system'; readonly process: string };

export function describeActor(actor: Actor): string {
  switch (actor.kind) {
    case 'visitor':
      return 'visitor';
    case 'customer':
      return actor.via === 'waitlist_link' ? 'customer (waitlist link)' : 'customer (manage link)';
    case 'user':
      return `${actor.username} (${actor.role})`;
    case 'system':
      return `system: ${actor.process}`;
  }
}
