import { ChatReply, ContactFacts, PackageFact } from '../chat-answers';
import { firstNameOf } from '../chat-format';
import { BookingContext, SuggestedAction } from '../chat-protocol';
import { callGuideAction, sendSmsAction } from '../suggested-actions';

/**
 * One entry of the assistant's knowledge base: the words visitors use for a subject (what the
 * retrieval index holds) and how to answer it from the site's facts as they are at the moment of
 * the question. An answer reads nothing but its arguments and the domain's constants, so an edit
 * the admin makes (a package's features, the guide's phone) is in the next answer.
 */
export interface KnowledgeTopic {
  readonly id: string;
  /** Phrasings and keywords, as visitors type them: indexed for retrieval, never shown. */
  readonly phrases: readonly string[];
  /**
   * A subject the site has no facts for: the answer says so and hands the question to the guide.
   * Kept in the index so that 'can I bring beer?' meets this and not the packing list.
   */
  readonly unknown?: boolean;
  /**
   * A transactional subject (open dates, a quote, the packages): found by retrieval like the others,
   * answered by the assistant from the live calendar and quote service.
   */
  readonly delegate?: 'packages' | 'package_details' | 'availability' | 'quote' | 'booking';
  answer(facts: SiteFacts, ask: TopicAsk): ChatReply;
}

/** The live facts every topic may quote. */
export interface SiteFacts {
  readonly packages: readonly PackageFact[];
  readonly contact: ContactFacts;
  /** The guide's profile and the landing page's claims, as the admin last saved them. */
  readonly profile: GuideFacts;
}

export interface GuideFacts {
  readonly experience: string;
  readonly description: string;
  readonly specialties: string;
  /** The landing page's numbers: rating, clients, fish, years. */
  readonly rating: string;
  readonly clients: string;
  readonly years: string;
}

/** What the question itself said that a topic may use. */
export interface TopicAsk {
  /** Hours from the cancellation the question describes to the trip's start, when its words give both. */
  readonly noticeHours?: number;
  /** What the booking talked about costs (the quote service's total), when the question gives no amount paid. */
  readonly bookedCents?: number;
  /** The question, lower case, as normalised. */
  readonly text: string;
  readonly pkg?: PackageFact;
  readonly context: BookingContext | null;
}

/** The call and text actions of every hand-off to the guide. */
export function handoffActions(contact: ContactFacts): SuggestedAction[] {
  const call = callGuideAction(contact.guideName, contact.guidePhone);
  return [...(call ? [call] : []), sendSmsAction(contact.guideName)];
}

/** 'Dale can tell you: call ..., or leave your number and question here for a text back.' */
export function askTheGuide(contact: ContactFacts): string {
  return `${firstNameOf(contact.guideName)} can tell you: call ${contact.guidePhone}, or leave your number and question here for a text back.`;
}

/** An honest 'I don't know' about `what`, handed to the guide. */
export function unknownReply(what: string, contact: ContactFacts, context: BookingContext | null = null): ChatReply {
  return {
    text: `I'm not sure about ${what}: the site has no information on it. ${askTheGuide(contact)}`,
    actions: handoffActions(contact),
    context,
  };
}

/** A fact, and the guide for the rest. */
export function factWithHandoff(text: string, contact: ContactFacts, context: BookingContext | null = null): ChatReply {
  return { text: `${text} ${askTheGuide(contact)}`, actions: handoffActions(contact), context };
}
