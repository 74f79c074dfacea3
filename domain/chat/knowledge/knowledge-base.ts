import { BOOKING_TOPICS } from './booking-topics';
import { KnowledgeTopic } from './knowledge-topic';
import { TRIP_TOPICS } from './trip-topics';
import { UNKNOWN_TOPICS } from './unknown-topics';
import { TRANSACTION_TOPICS } from './transaction-topics';

/** Every subject the assistant answers from the site's facts, and those it knows it cannot. */
export const KNOWLEDGE_TOPICS: readonly KnowledgeTopic[] = [...TRANSACTION_TOPICS, ...TRIP_TOPICS, ...BOOKING_TOPICS, ...UNKNOWN_TOPICS];

export function topicById(id: string): KnowledgeTopic | undefined {
  return KNOWLEDGE_TOPICS.find((t) => t.id === id);
}

/**
 * Words that carry no subject: a question is judged on its other words ('can you tell me about the
 * waiver please' is about 'waiver').
 */
export const FILLER_WORDS = new Set(
  (
    'a an the and or but if of to in on at for with about from by as into is are was were be been am do does did doing done have has had ' +
    'i me my mine we us our you your yours he she it its they them their this that these those there here what which who whom whose when ' +
    'where why how can could would should will shall may might must not no yes ok okay so just also really very too please pls thanks ' +
    'thank hi hello hey any some anything something all get got go going tell know want wanted like need needs let lets im i am one ' +
    'guys guy folks sir maam again still then than more most much many well good great nice cool awesome question quick wondering ' +
    'wonder curious ask asking possible able allowed ever usually normally typically fishing trip trips tour tours ' +
    'wabamun day time way kind sort thing things right correct true isnt yes heard told said exactly actually ' +
    'hmm um uh wow lol haha up give gives given take takes make makes put via until till hit hits super pretty quite basically ' +
    'literally probably maybe perhaps anyway honestly seriously work works working button buttons click clicked clicking tap press ' +
    // Contractions as the index reads them (apostrophe dropped), pronouns, and words of talk, not of subject.
    'id ive youre theyre its dont doesnt didnt cannot arent wasnt him her his hers she he ' +
    'everything nothing usually anyway anyways already even else rather once hoping hope hoped says say saying think ' +
    'thought thinking guess wondering planning looking look looks use using used try trying find found see seen mean means ' +
    'kinda sorta totally definitely certainly sure yeah yep nope oh ah alright stuff bit window screen added both somewhere run runs running'
  ).split(/\s+/),
);
