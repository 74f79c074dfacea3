import { unknownReply, KnowledgeTopic } from './knowledge-topic';

/**
 * Subjects visitors ask about that the site holds no facts on. They are in the index so that a
 * question about them meets its own 'I don't know' instead of the nearest business answer
 * ('can I bring beer?' is not the packing list); the answer hands the question to the guide.
 */
function unknownTopic(id: string, what: string, phrases: readonly string[]): KnowledgeTopic {
  return { id, unknown: true, phrases, answer: ({ contact }, { context }) => unknownReply(what, contact, context) };
}

export const UNKNOWN_TOPICS: readonly KnowledgeTopic[] = [
  unknownTopic('alcohol', 'alcohol on the boat', [
    'beer',
    'alcohol',
    'booze',
    'drink beer',
    'wine',
    'cooler of beer',
    'liquor',
    'drinking on the boat',
  ]),
  unknownTopic('bathroom', 'a bathroom on the boat', ['bathroom', 'toilet', 'washroom', 'restroom', 'pee', 'porta potty', 'outhouse']),
  unknownTopic('ice_fishing', 'ice fishing', [
    'ice fishing',
    'frozen lake',
    'ice',
    'winter fishing',
    'ice hut',
    'auger',
    'fishing on the ice',
  ]),
  unknownTopic('tipping', 'tipping', ['tip', 'tipping', 'gratuity', 'how much should i tip', 'tip the guide']),
  unknownTopic('pets', 'bringing a pet', ['dog', 'pet', 'bring my dog', 'cat', 'pets allowed']),
  unknownTopic('smoking', 'smoking on the boat', ['smoke', 'smoking', 'vape', 'cigarette', 'cannabis', 'weed']),
  unknownTopic('lodging', 'places to stay', [
    'hotel',
    'motel',
    'lodging',
    'accommodation',
    'cabin',
    'campground',
    'camping',
    'airbnb',
    'stay overnight',
  ]),
  unknownTopic('food_places', 'restaurants nearby', ['restaurant', 'where to eat', 'dinner', 'bar', 'pub']),
  unknownTopic('accessibility', 'accessibility', ['wheelchair', 'accessible', 'disability', 'mobility', 'handicap', 'walker']),
  unknownTopic('seasick', 'seasickness', ['seasick', 'motion sickness', 'nausea', 'rough water']),
  unknownTopic('boat', 'the boat itself', [
    'what kind of boat',
    'boat size',
    'boat model',
    'motor',
    'horsepower',
    'heated boat',
    'cover',
    'shade',
  ]),
  unknownTopic('own_boat', 'bringing your own boat or gear rental', [
    'rent a boat',
    'boat rental',
    'kayak',
    'canoe',
    'my own boat',
    'rent gear',
    'buy bait',
  ]),
  unknownTopic('swimming', 'swimming', ['swim', 'swimming', 'can we swim']),
  unknownTopic('parking', 'parking', ['parking', 'park my car', 'where to park', 'parking at the launch', 'trailer']),
  unknownTopic('live_weather', 'the weather forecast', [
    'forecast tomorrow',
    'temperature today',
    'is it windy today',
    'water temperature',
  ]),
  unknownTopic('fish_guarantee', 'a catch guarantee', [
    'guarantee',
    'guaranteed fish',
    'no fish no pay',
    'what if we catch nothing',
    'skunked',
  ]),
  unknownTopic('cooking', 'cooking the catch', ['cook the fish', 'fish fry', 'cook our catch', 'bbq']),
  unknownTopic('covid', 'health rules', ['covid', 'mask', 'vaccine', 'vaccinated']),
  unknownTopic('jobs', 'jobs', ['job', 'hiring', 'work for you', 'employment', 'career']),
  unknownTopic('other_lakes', 'other lakes', [
    'other lakes',
    'lac ste anne',
    'pigeon lake',
    'sylvan lake',
    'do you fish other lakes',
    'river',
  ]),
  unknownTopic('drone', 'drones and filming', ['drone', 'film', 'video', 'gopro']),
];
