/**
 * The chat's question set (docs/chat-evaluation.md): visitor questions as people type them, several
 * phrasings per intent with typos, each with the facts its answer must contain. Asked against the
 * seed data on Tuesday 2026-11-24, 09:00 on the lake: Half-Day Adventure 249 (morning or
 * afternoon), Full-Day Adventure 399 and Trophy Hunter 599 (full day); Monday to Friday morning and
 * afternoon, weekends full day; Dale Kowalchuk, (780) 555-0142.
 *
 * The amounts are worked out by hand from docs/product/pricing.md, not by the code under test:
 * weekday (Monday to Thursday) prices 249 -> 207, 399 -> 331, 599 -> 497; children 12 and under 25%
 * off the day's adult price (249 -> 187, 207 -> 155, 399 -> 299, 599 -> 449).
 */
export interface QuestionCase {
  readonly q: string;
  /** Every one must appear in the answer (case-insensitive). */
  readonly facts: readonly string[];
  readonly topic: string;
}

/** Every amount (whole dollars) an answer may state: the prices, their discounted forms and the totals below. */
export const KNOWN_AMOUNTS = [
  249, 399, 599, 207, 331, 497, 187, 155, 299, 449, 685, 1596, 2396, 621, 1396, 1198, 724, 1242, 498, 1197, 1097, 1647, 569,
];

export const QUESTION_SET: readonly QuestionCase[] = [
  // Prices and packages
  { topic: 'packages', q: 'How much does a trip cost?', facts: ['$249', '$399', '$599'] },
  { topic: 'packages', q: 'what are your prices', facts: ['Half-Day Adventure', '$249', 'Full-Day Adventure', '$399'] },
  { topic: 'packages', q: 'wat r ur prices?', facts: ['$249', '$599'] },
  { topic: 'packages', q: 'What packages do you offer?', facts: ['3 packages', 'Trophy Hunter'] },
  { topic: 'packages', q: 'price list pls', facts: ['$249', '$399', '$599'] },
  { topic: 'packages', q: 'Do you have a weekday discount?', facts: ['17%'] },
  { topic: 'packages', q: 'what tours do u have', facts: ['Half-Day Adventure', 'Trophy Hunter'] },
  { topic: 'packages', q: 'how much per persn?', facts: ['per person', '$249'] },
  { topic: 'packages', q: 'whats the cheapest trip', facts: ['$249'] },
  // A package's details
  { topic: 'details', q: 'Tell me about the Trophy Hunter', facts: ['$599', '8 hours', 'pike'] },
  { topic: 'details', q: 'how long is the half day trip?', facts: ['Half-Day Adventure', '4 hours'] },
  { topic: 'details', q: "what's included in the full-day adventure", facts: ['Full-Day Adventure', 'Shore lunch'] },
  { topic: 'details', q: 'trophey hunter details', facts: ['Trophy Hunter', '$599'] },
  { topic: 'details', q: 'How much is the Half-Day Adventure?', facts: ['$249 per person', '4 hours'] },
  { topic: 'details', q: 'what time slots does the half day run in', facts: ['Morning (6:00-10:00 AM)', 'Afternoon (1:00-5:00 PM)'] },
  { topic: 'details', q: 'describe the full day package', facts: ['Full-Day Adventure', '$399'] },
  // Availability for a date or a weekend
  { topic: 'availability', q: 'Is this Saturday available?', facts: ['November 28', 'Full Day'] },
  { topic: 'availability', q: 'any spots tomorrow morning?', facts: ['November 25', 'Morning'] },
  { topic: 'availability', q: 'What dates are open?', facts: ['November 24', 'November 25'] },
  { topic: 'availability', q: 'do you have room on Dec 5', facts: ['December 5', 'Full Day'] },
  { topic: 'availability', q: 'is next weekend avalable?', facts: ['December 5', 'December 6'] },
  { topic: 'availability', q: 'is sunday afternoon free', facts: ['November 29', 'afternoon is not open', 'Full Day'] },
  { topic: 'availability', q: 'can I go fishing on friday?', facts: ['November 27', 'Morning', 'Afternoon'] },
  { topic: 'availability', q: 'when is your next opening', facts: ['November 24', 'Afternoon'] },
  { topic: 'availability', q: 'openings this weekend?', facts: ['November 28', 'November 29'] },
  { topic: 'availability', q: 'is the trophy hunter available on saturday', facts: ['November 28', 'Trophy Hunter', 'Full Day'] },
  { topic: 'availability', q: 'are you free 2026-12-03', facts: ['December 3', 'Morning'] },
  { topic: 'availability', q: 'availabilty for dec 12th?', facts: ['December 12', 'Full Day'] },
  // A quote for a party
  { topic: 'quote', q: 'How much for 2 adults and a 10-year-old on Friday?', facts: ['$685', 'Half-Day Adventure'] },
  // Trophy Hunter takes two anglers (its maxPeople): its line says so instead of a price.
  { topic: 'quote', q: 'price for 4 people this saturday', facts: ['$1,596', 'Trophy Hunter takes at most 2 people per booking'] },
  { topic: 'quote', q: 'how much would 3 adults pay on monday', facts: ['$621', '17%'] },
  { topic: 'quote', q: 'how much would a family of four with two kids pay on sunday for the full day adventure', facts: ['$1,396'] },
  { topic: 'quote', q: 'cost for me and my wife on the trophy hunter dec 5', facts: ['$1,198'] },
  { topic: 'quote', q: 'quote for 2 adults and 2 kids aged 8 and 10 on thursday', facts: ['$724', '$155 per child'] },
  { topic: 'quote', q: 'how much for 2 ppl on friday', facts: ['$498'] },
  { topic: 'quote', q: 'what would 3 of us pay on saturday for the full day adventure', facts: ['$1,197'] },
  { topic: 'quote', q: 'hw much for 2 adults + 1 kid on sat', facts: ['$1,097', 'Trophy Hunter takes at most 2 people per booking'] },
  { topic: 'quote', q: 'how much for a group of 4 people', facts: ['$249', 'date'] },
  { topic: 'quote', q: 'total for 2 adults and 1 child next wednesday half day', facts: ['$569'] },
  // What to bring
  { topic: 'bring', q: 'What should I bring?', facts: ['licence', 'sunscreen'] },
  { topic: 'bring', q: 'what do i need to pack', facts: ['rain jacket'] },
  { topic: 'bring', q: 'what shoud I wear', facts: ['warm layers'] },
  { topic: 'bring', q: 'do I need to bring food?', facts: ['snacks'] },
  { topic: 'included', q: 'Is gear included?', facts: ['Rods', 'life jackets'] },
  { topic: 'included', q: 'do i need my own rod', facts: ['no gear of your own'] },
  { topic: 'included', q: 'do you provide bait and tackle', facts: ['bait'] },
  // Licence and regulations
  { topic: 'licence', q: 'Do I need a fishing licence?', facts: ['16', 'Alberta fishing licence'] },
  { topic: 'licence', q: 'do i need a license', facts: ['16'] },
  { topic: 'licence', q: 'how many walleye can I keep?', facts: ['Walleye: 3 a day', '50 cm'] },
  { topic: 'licence', q: 'what are the fishing regulations', facts: ['2 rods', 'Northern pike: 3 a day'] },
  { topic: 'licence', q: 'perch limit?', facts: ['25 a day', '50 in possession'] },
  { topic: 'licence', q: 'does my 12 year old need a licence', facts: ['16'] },
  { topic: 'species', q: 'What fish can we catch?', facts: ['pike', 'walleye', 'perch'] },
  { topic: 'species', q: 'are there walleye in the lake', facts: ['walleye'] },
  { topic: 'species', q: 'wat kind of fish r there', facts: ['pike', 'perch'] },
  // The lake
  { topic: 'lake', q: 'How deep is Wabamun Lake?', facts: ['11 m', '5.5 m'] },
  { topic: 'lake', q: 'how big is the lake', facts: ['8,800 hectares'] },
  { topic: 'lake', q: 'how far is it from edmonton?', facts: ['65 km'] },
  { topic: 'lake', q: 'tell me about the lake', facts: ['8,800 hectares', '724 m'] },
  // Cancellation and weather
  { topic: 'cancellation', q: 'What is your cancellation policy?', facts: ['48 hours', '50%', 'no refund'] },
  { topic: 'cancellation', q: 'can i get a refund if I cancel', facts: ['full refund', '24 to 48 hours'] },
  { topic: 'cancellation', q: 'cancelation policy?', facts: ['48 hours'] },
  { topic: 'cancellation', q: 'how long do refunds take', facts: ['5 to 7 business days'] },
  { topic: 'weather', q: 'What happens if the weather is bad?', facts: ['full refund', 'reschedule'] },
  { topic: 'weather', q: 'do you go out in the rain', facts: ['rain jacket'] },
  { topic: 'weather', q: 'what if there is a storm', facts: ['unsafe', 'reschedule'] },
  { topic: 'weather', q: 'too windy, what then?', facts: ['wind'] },
  // Kids
  { topic: 'kids', q: 'Can I bring my kids?', facts: ['25%', '12 and under'] },
  { topic: 'kids', q: 'are children allowed', facts: ['under 16', 'adult'] },
  { topic: 'kids', q: 'do kids get a discount', facts: ['25%'] },
  { topic: 'kids', q: 'is it family freindly', facts: ['life jackets'] },
  // Meeting place and times
  { topic: 'meeting', q: 'Where do we meet?', facts: ['Wabamun Lake, Alberta', '24 hours'] },
  { topic: 'meeting', q: 'where is the meeting point', facts: ['Wabamun Lake, Alberta'] },
  { topic: 'meeting', q: 'where does the boat leave from?', facts: ['Wabamun Lake'] },
  { topic: 'times', q: 'What time do trips start?', facts: ['6:00', '1:00'] },
  { topic: 'times', q: 'when does the afternoon trip end', facts: ['1:00-5:00 PM'] },
  { topic: 'times', q: 'what are the time slots', facts: ['Morning (6:00-10:00 AM)', 'Full Day (6:00 AM-2:00 PM)'] },
  { topic: 'times', q: 'how early do we leave in the morning', facts: ['6:00'] },
  // Contact a person
  { topic: 'contact', q: 'Can I talk to a person?', facts: ['(780) 555-0142', 'Dale'] },
  { topic: 'contact', q: 'what is your phone number', facts: ['(780) 555-0142'] },
  { topic: 'contact', q: 'i want to speak to the guide', facts: ['Dale'] },
  { topic: 'contact', q: 'email adress?', facts: ['bookings@wabamunfishing.ca'] },
  // Booking
  { topic: 'booking', q: 'How do I book?', facts: ['booking form'] },
  { topic: 'booking', q: 'i want to book a trip', facts: ['book'] },
  { topic: 'booking', q: 'can I make a reservation online', facts: ['booking form'] },
  // Greeting and thanks
  { topic: 'greeting', q: 'Hi', facts: ['Dale'] },
  { topic: 'greeting', q: 'hello there', facts: ['Wabamun Lake'] },
  { topic: 'greeting', q: 'good morning!', facts: ['Dale'] },
  { topic: 'thanks', q: 'thanks!', facts: ['welcome'] },
  { topic: 'thanks', q: 'thank you so much', facts: ['welcome'] },
  { topic: 'thanks', q: 'thx', facts: ['welcome'] },
  // Not sure: a hand-off to the guide
  { topic: 'none', q: 'Can you recommend a hotel nearby?', facts: ['not sure', '(780) 555-0142'] },
  { topic: 'none', q: 'who won the hockey game last night', facts: ['not sure'] },
  { topic: 'none', q: 'what is the capital of france', facts: ['not sure'] },
  { topic: 'none', q: 'do you sell gift cards', facts: ['not sure', 'Dale'] },
];
