import { CAPACITY_MESSAGES } from '../catalogue/package-capacity';
import type { ChatReply, PackageFact } from './chat-answers';
import { bookNowAction } from './suggested-actions';

/**
 * When a visitor wants a package for more people than it takes (its maxPeople), the assistant says
 * the limit, as the booking form and the server refuse it (CAPACITY_MESSAGES.partyTooLarge), and
 * names the packages that take the party, so the 'Book now' it offers opens a form that can be sent.
 */
export interface PartyFit {
  /** The limit in words, with the packages that fit. */
  readonly note: string;
  /** The package to book instead: the featured one of those that fit, else the first; none when none fits. */
  readonly instead: PackageFact | undefined;
}

/** Null when the package takes the party (or either is not known). */
export function partyFitOf(pkg: PackageFact | undefined, people: number | undefined, packages: readonly PackageFact[]): PartyFit | null {
  if (!pkg || people === undefined || pkg.maxPeople === undefined || people <= pkg.maxPeople) return null;
  const fitting = packages.filter((p) => p.name !== pkg.name && (p.maxPeople === undefined || people <= p.maxPeople));
  const limit = `${CAPACITY_MESSAGES.partyTooLarge(pkg.name, pkg.maxPeople)}.`;
  const names = fitting.map((p) => p.name);
  const suggestion =
    names.length === 0
      ? `A party of ${people} needs more than one booking: ask me how to reach the guide.`
      : `For ${people} people, ${names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`} would fit.`;
  return { note: `${limit} ${suggestion}`, instead: fitting.find((p) => p.featured) ?? fitting[0] };
}

/**
 * The reply with the limit said once (a quote may already have said it, as the server's refusal)
 * and its 'Book now' moved to a package that takes the party.
 */
export function withPartyFit(reply: ChatReply, fit: PartyFit | null, tooSmall: string | undefined): ChatReply {
  if (!fit || !tooSmall) return reply;
  const limit = fit.note.slice(0, fit.note.indexOf('.') + 1);
  const text = reply.text.includes(limit.slice(0, -1))
    ? `${reply.text}\n${fit.note.slice(limit.length).trim()}`
    : `${reply.text}\n${fit.note}`;
  const instead = fit.instead?.name;
  // The time is left for the booking form (and the grounding of every 'Book now') to fit to the package.
  const actions = reply.actions.map((action) =>
    action.type === 'book_now' && (action.packageName ?? reply.context?.packageName) === tooSmall
      ? bookNowAction(instead ? { packageName: instead, date: action.date } : {})
      : action,
  );
  const context =
    reply.context && reply.context.packageName === tooSmall && instead ? { ...reply.context, packageName: instead } : reply.context;
  return { ...reply, text, actions, context };
}
