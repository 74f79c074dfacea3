/**
 * How visitors word each subject of the knowledge base: what the retrieval index holds, one line
 * per topic, phrasings separated by '|'. Add a phrasing here when a question about a topic is not
 * found; the topic's answer (in its own file) stays as it is.
 */
export const TOPIC_PHRASES: Readonly<Record<string, string>> = {
  packages:
    'what packages do you offer|what tours do you have|price list|prices|rates|cheapest trip|options|what trips|which package should i choose|difference between the packages|most popular|compare packages|menu of trips|what does each tour cost per person|shortest trip|longest trip|trips you run|price per person or per boat|per boat|what do you offer|tours|cost of each trip|which trips can i book',
  package_details:
    'how long is it|duration|describe|details|tell me about|how many hours|more info|what is the trophy hunter|how long is the half day|what is the full day|tell me more about|what is included in the|how long does the trip last|what does it include|features|what do we do on the|what is special about',
  availability:
    'what dates are open|when is your next opening|availability|are you available|any openings|free dates|open dates|when can i go|are you booked up|next available|first available date|any spots left|calendar',
  booking:
    'how do i book|book a trip|make a reservation|reserve a spot|sign up|book online|book|reservation|i want to book|book in advance|how far ahead|how far in advance|advance booking|reserve ahead',
  included:
    'what comes with|comes with the|what do we get with|is gear included|what is included|included in the price|do i need my own rod|do you provide bait and tackle|equipment provided|do you supply rods|life jackets|is lunch included|shore lunch|do you clean the fish|fish cleaned|fillet my fish|do we get lunch|are drinks included|do i bring my own gear|tackle|reels|gear incl|is food provided|provided|supplied|licence included in the price|equipment|rain gear provided|is the licence included|clean the fish|fish cleaning|cleaned and bagged|do you fillet|lures|what lures do you use|baits|what tackle do you use|equipment do you use',
  bring:
    'shoes|boots|rubber boots|footwear|rain gear|supply rain gear|this time of year|wear on the water|what should i wear|wear|sunscreen|this time of year clothes|what should i bring|what do i need to pack|what should i wear|do i need to bring food|packing list|clothes|what to wear|sunscreen|rain jacket|what do i need|shoes|snacks|bring food|what to pack|camera|bring a camera|dress|boots|jacket|hat|sunglasses|bug spray',
  licence:
    'printed licence|print my licence|licence printed|keep both|keep two walleye|fish altogether|over two days|for two days|how many rods am i allowed|rods at once|rods per person|number of rods|other province licence|out of province licence|ontario licence|valid here|licence from another province|do i need a fishing licence|do i need a license|fishing license|what are the regulations|how many fish can i keep|catch limit|fishing rules in alberta|where do i get a licence|daily limit walleye|can i keep the fish|how many rods|possession limit pike|does my kid need a license|perch limit|walleye size limit|keep limit|keep a big walleye over 50 cm|how many pike can i have in my freezer|freezer|regulations|rules|licence age|age for a licence|licence from age|take home fish|catch and release|keep the fish we catch|big walleye|over 50 cm|buy a licence|buy an alberta fishing licence|where to buy a licence|get a licence online|alberta regulations|sportfishing regulations|limits|how many can we keep|daily limit|possession limit|size limit|barbless|bag limit|how many walleye|how many perch|how many pike',
  species:
    'what fish do you go after|what fish do you target|fish do you usually catch|fish|fish in the lake|what fish can we catch|what kind of fish are in the lake|are there walleye|can we catch pike|species|is there perch|what will we catch|trophy pike|trout|northern pike|what fish|fish live in the lake|what fish you got|kinds of fish|walleye|perch|pike|bass|fish live|fish you got|what can we catch|what bites|what is biting|target species',
  lake: 'elevation|how high|altitude|above sea level|tell me about the lake|how deep is wabamun lake|how big is the lake|where is the lake|how far from edmonton|which lake do you fish|where do you fish|lake information|depth|hectares|elevation|distance from edmonton|how deep on average|average depth|deep|size of the lake|area|drive from edmonton|how far|km|lake|where exactly are you located|over 50 m deep|drive|wabamun lake|maximum depth|read more about the lake|lake info|lake information page|wabamun-lake-info|how big|surface|acres|west of edmonton|hour from edmonton|where is it|near edmonton|how far from the city|what is the lake like|tell me about wabamun',
  cancellation:
    'cancellation policy|can i cancel|refund if i cancel|refund policy|need to cancel|how long do refunds take|money back|cancellation fee|cancel the day before|refund|fee if i cancel|cancel a week ahead|full refund|refund anytime|cancel last minute|get money back|policy|cancel because i think it will rain|if i cancel myself|cancel a trip|refund rules|cancel 2 days before|cancel the week before|how much do i get back|cancel|i need to cancel|how do i cancel|sick on the day',
  weather:
    'still going out|raining on the day|raining on the morning|call it off|lose our money|lose my money|if you cancel the trip|high winds|what if the weather is bad|what happens if it rains|rain|storm|cancelled for wind|bad weather policy|too windy|lightning|weather|cold|forecast|thunderstorm|rains a little|still go out|wind|unsafe weather|snow|who decides if it is too windy|cancelled for weather|how will i know if my trip is cancelled|storms|rain or shine|bad forecast|heavy rain|windy day|lightning storm|cancel because of rain|unsafe|light rain|go ahead in the rain|go out in the rain|trips in the rain|thunder',
  kids: 'can i bring my kids|are children allowed|good for kids|kids discount|child price|family friendly|minimum age|toddlers|kids cheaper|children|my son|my daughter|how old|age limit|teenager|baby|kids price|nephew|niece|grandkids|kids under 16|children under 16|under 16|ok for a 10 year old',
  party_size:
    'how many people can come|maximum group size|how many fit on the boat|how many people on the boat|largest group|party size|group of 15|more than 12 people|max people|big group|how many can you take|boat capacity|how many anglers|is there a minimum number of people|can i come alone|solo|on my own|by myself|groups of up to 20 people|take groups|group size|company group of 11|come together|two families share one booking|share a booking|maximum|limit on people|come on my own|how many people can go|how many can go|how many people can come on the trip',
  meeting_place:
    'where do we meet|meeting point|where do i go on the day|where does the boat leave from|meeting location|park|leave from|depart from|dock|marina|boat launch|address|launch|directions|where are you located|location|where are you based|based|where exactly are you located|when will you contact me after i book|contact me after i book|meeting spot',
  trip_times:
    'what time do trips start|later in the day|head out|early start|when does the morning trip start|what time should i arrive|how early do we leave|time slots|when does the afternoon trip end|start time|what hours|can the half day be in the afternoon|is there an afternoon trip|morning or afternoon|what time does it finish|end time|schedule|noon|what time is the afternoon trip|morning trip time|when do we get back|hours of the trip|start|commence',
  contact:
    'talk to a person|phone number|speak to the guide|email address|contact|call you|text you|human|real person|reach you|who is the guide|email|phone|call|number|reach|how do i contact you|how can i reach|get in touch|text the guide|call the guide|speak to someone|office|email you|phone you|contact details|cell number|get hold of you|get hold of|reach the guide|how do i reach you|best way to contact|contact page|contact us|contact information|contact info|whatsapp|do you have whatsapp|whatsapp number|message you|give me an email|send you an email|send you my questions|email you my questions|write to you',
  guide:
    'how many people have gone out|gone out with|full name|surname|is he legit|legit|how many people have gone out|who is the guide|how long have you been in business|been in business|how long have you been around|about the guide|how long has the guide been guiding|experience|specialise|specialty|specialties|how long has he been doing this|years of experience|who will take us out|is the guide licensed|rating|reviews score|how many clients|how many fish caught|google rating|specialize|how long has the guide been doing this|doing this|clients have you taken out|who is your guide|who runs the trips|who will be guiding|tell me about the guide|guide experience|how experienced|is the guide experienced|what is your rating|rated|stars on google|how many customers|customers|happy customers|how many customers|happy clients',
  assistant: 'are you a bot|are you a robot|are you human|what can you help with|what can you do|who are you',
  referral:
    'send my link|if he books|if she books|if they book|if my friend books|anything out of it|what does the code do|share page|what is the share page|referral program|refer a friend|referral code|friend discount|friend 50 off|share link|referral credit|how does the referral work|my friend gave me a code|promo code|discount code|coupon|voucher code|referral link|refer someone|credit|reward for bringing customers|reward|bringing customers|share on facebook|share on whatsapp|facebook|below zero|buddy sent me his link|referral credit on my next trip|parrainage|how much credit do i earn|earn|referral program how does it work|friend code|referral discount|get 50 off|50 off|my friend booked|invite a friend|referral reward|earn credit|how do i get my referral code|where is my referral code|share code|if i refer|what do i get for referring',
  discounts:
    'discount|discounts|any deals|cheaper|sale|special offer|senior discount|student discount|military discount|group discount|veteran|loyalty discount|returning customer discount|promotion|deals|any deals monday to thursday|cheaper monday to thursday',
  waiver:
    'signature|signature pad|sign it online|allergy|allergies|print the waiver|printed waiver|paper waiver|bring a printed waiver|everyone in my group sign|just me since i made the booking|waiver|liability waiver|do i need to sign|where do i sign the waiver|who signs the waiver|sign for my kid|minor waiver|release form|consent form|does everyone need to sign|guardian sign|waver|emergency contact|medical conditions|photos consent|agree to photos|mandatory|fill out online|what information does the waiver ask|waiver error|does my kid need a waiver|waiver for my child|who signs for a minor|under 18 waiver|sign his waiver|sign her waiver|waiver signed|sign the form|parent sign',
  payment:
    'usd|cad|pay on arrival|pay when we arrive|pay at the launch|per head|price for the whole boat|card get charged|when is my card charged|when will i be charged|when is payment taken|pay closer to the trip|pay in person|pay at the dock|deposit option|how do i pay|payment|do you need a deposit|deposit|whole price upfront|pay online|credit card|when do i pay|pay later|pay on the day|debit|e-transfer|payment options|paid upfront|payment due|pay half now|currency|us dollars|canadian dollars|booking fee|enter my card details|card|visa|mastercard|full amount|pay the full amount|card details',
  cash: 'cash|pay cash|pay in cash|cash on the day|cheque|check payment',
  taxes:
    'on top of the listed price|gst added|tax on top|on top of the price|tax|taxes|gst|is tax included|plus tax|receipt|invoice|hidden fees|fees|prices include gst|receipt for my company|company receipt|business receipt',
  manage:
    'need to move it|move it to another day|trip is tomorrow|call off my booking|call off our trip|call off my trip|change my booking|reschedule|move my trip|change the date|cancel my booking|manage my booking|manage link|modify reservation|change the time|switch dates|postpone|add a person to my booking|change number of people|reschedule online|move it online|change it myself|see my booking details|booked the wrong date|change my package|deleted my confirmation email|cancel my trip|reschedule any time|add two more people to my booking|add people to my booking|cancel my trip next week|modify my booking|change my date|change my reservation|change the number of people|move my booking|change my trip|online changes|update my booking|my booking|switch my booking to another time',
  no_show: "no show|what if i don't show up|miss my trip|running late|late|forgot|what if we are late|miss the boat",
  reminders: 'reminder|will you remind me|reminder text|notification before the trip|do you send a reminder|sms reminder',
  confirmation:
    "hasnt called me|has not called me|no one called|nobody called|days since i booked|card declined|declining my card|card was declined|card keeps getting declined|get in touch after i pay|hear from you after booking|contact me after i pay|didn't get a confirmation|no confirmation email|confirmation email|did my booking go through|email did not arrive|booking confirmation|not received|resend confirmation|spam|did not receive|never got a confirmation|card payment failed|payment failed|payment error|charged twice|failed|how soon do i get a confirmation|when do i get a confirmation|confirmation after booking|how soon after booking",
  reviews: 'reviews|rating|leave a review|google reviews|what do people say|testimonials|how are you rated|stars',
  waitlist:
    'put me on the list|on the list for it|add me to the list|someone drops out|put me on the waitlist|waitlist text|declining a waitlist offer|how long do i have to grab|grab the spot|spot opened|waitlist|waiting list|fully booked|sold out|if someone cancels|notify me if a spot opens|wait list|leave the waitlist|join waitlist button|wait for a spot|get on a list in case it frees up|pay to join the waitlist|list in case it frees up|how does the waitlist work|waitlist work|put me on a list|spot opens up|cancellation list|notify me|place opens|someone cancels',
  calendar:
    'add the trip to my calendar|calendar invite|google calendar|ical|add to calendar|calendar after booking|add to my calendar|calendar reminder',
  gift: 'gift card|gift certificate|voucher|gift a trip|present|birthday gift|buy a trip for someone',
  group: 'corporate event|company outing|team building|bachelor party|stag|private charter|whole boat|group booking',
  alcohol: 'beer|alcohol|booze|drink beer|wine|cooler of beer|liquor|drinking on the boat',
  bathroom: 'bathroom|toilet|washroom|restroom|pee|porta potty|outhouse',
  ice_fishing: 'ice fishing|frozen|ice|winter fishing|ice hut|auger|fishing on the ice|through the ice',
  tipping: 'tip|tipping|gratuity|how much should i tip|tip the guide',
  pets: 'dog|pet|bring my dog|cat|pets allowed',
  smoking: 'smoke|smoking|vape|cigarette|cannabis|weed',
  lodging: 'hotel|motel|lodging|accommodation|cabin|campground|camping|airbnb|stay overnight',
  food_places: 'restaurant|where to eat|dinner|bar|pub',
  accessibility: 'wheelchair|accessible|disability|mobility|handicap|walker',
  seasick: 'seasick|motion sickness|nausea',
  boat: 'what kind of boat|boat size|boat model|motor|horsepower|heated boat|roof|shade',
  own_boat: 'rent a boat|boat rental|kayak|canoe|my own boat|rent gear|rental',
  swimming: 'swim|swimming|can we swim|ok to swim|swim in the lake|go for a swim',
  parking: 'parking|park my car|where to park|parking at the launch|trailer',
  live_weather: 'temperature today|water temperature|forecast',
  fish_guarantee: 'guarantee|guaranteed fish|no fish no pay|what if we catch nothing|skunked',
  cooking: 'cook the fish|fish fry|cook our catch|bbq',
  covid: 'covid|mask|vaccine|vaccinated',
  jobs: 'job|jobs|hiring|employment|career|apply to be a guide',
  other_lakes: 'other lakes|lac ste anne|pigeon lake|sylvan lake|do you fish other lakes|river',
  drone: 'drone|film|video|gopro',
  cell: 'cell service|cell signal|phone reception|wifi|internet|signal on the lake',
  social: 'instagram|facebook page|tiktok|youtube|social media|follow you online|twitter page|follow you on',
  wallet_pay: 'apple pay|google pay|paypal|venmo|crypto|bitcoin|samsung pay',
  transport: 'pick us up|pickup|shuttle|ride from|airport|transport from edmonton|pick up from|drive us',
};

export function phrasesOf(id: string): readonly string[] {
  return (TOPIC_PHRASES[id] ?? '').split('|').filter(Boolean);
}
