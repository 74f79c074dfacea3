import { KnowledgeTopic, unknownReply } from './knowledge-topic';
import { phrasesOf } from './topic-phrases';

/**
 * Subjects visitors ask about that the site holds no facts on. They are in the index so that a
 * question about them meets its own 'I don't know' instead of the nearest business answer
 * ('can I bring beer?' is not the packing list); the answer hands the question to the guide.
 */
function unknownTopic(id: string, what: string): KnowledgeTopic {
  return { id, unknown: true, phrases: phrasesOf(id), answer: ({ contact }, { context }) => unknownReply(what, contact, context) };
}

export const UNKNOWN_TOPICS: readonly KnowledgeTopic[] = [
  unknownTopic('alcohol', 'alcohol on the boat'),
  unknownTopic('bathroom', 'a bathroom on the boat'),
  unknownTopic('ice_fishing', 'ice fishing'),
  unknownTopic('tipping', 'tipping'),
  unknownTopic('pets', 'bringing a pet'),
  unknownTopic('smoking', 'smoking on the boat'),
  unknownTopic('lodging', 'places to stay'),
  unknownTopic('food_places', 'restaurants nearby'),
  unknownTopic('accessibility', 'accessibility'),
  unknownTopic('seasick', 'seasickness'),
  unknownTopic('boat', 'the boat itself'),
  unknownTopic('own_boat', 'bringing your own boat or gear rental'),
  unknownTopic('swimming', 'swimming'),
  unknownTopic('parking', 'parking'),
  unknownTopic('cell', 'phone reception on the lake'),
  unknownTopic('live_weather', 'the weather forecast'),
  unknownTopic('fish_guarantee', 'a catch guarantee'),
  unknownTopic('cooking', 'cooking the catch'),
  unknownTopic('covid', 'health rules'),
  unknownTopic('jobs', 'jobs'),
  unknownTopic('other_lakes', 'other lakes'),
  unknownTopic('drone', 'drones and filming'),
  unknownTopic('social', 'our social media pages'),
  unknownTopic('transport', 'rides or a pick-up'),
  unknownTopic('wallet_pay', 'paying with a digital wallet or PayPal'),
];
