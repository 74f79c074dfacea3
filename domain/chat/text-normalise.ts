/**
 * Visitors type fast: 'hw much 4 full day??', 'r u open sat', 'wat r ur prices'. The shorthand is
 * written out before anything reads the question, so that the date reader, the party reader and
 * the retrieval all see words they know. Only whole words change; numbers stay numbers, except a
 * '4' or '2' that stands for 'for' or 'to' before a word that cannot be counted ('4 full day').
 */
const SHORTHAND: Readonly<Record<string, string>> = {
  hw: 'how',
  hwo: 'how',
  hoe: 'how',
  wat: 'what',
  wht: 'what',
  whats: 'what is',
  wut: 'what',
  u: 'you',
  ya: 'you',
  r: 'are',
  yr: 'your',
  pls: 'please',
  plz: 'please',
  thx: 'thanks',
  thnx: 'thanks',
  ty: 'thank you',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tmrow: 'tomorrow',
  '2moro': 'tomorrow',
  '2morrow': 'tomorrow',
  tomorow: 'tomorrow',
  tommorow: 'tomorrow',
  tommorrow: 'tomorrow',
  '2day': 'today',
  tonite: 'tonight',
  wknd: 'weekend',
  wkend: 'weekend',
  wkday: 'weekday',
  ppl: 'people',
  peeps: 'people',
  prs: 'persons',
  avail: 'available',
  avl: 'available',
  availible: 'available',
  avalable: 'available',
  availabe: 'available',
  avaliable: 'available',
  availabilty: 'availability',
  availibility: 'availability',
  cuz: 'because',
  bc: 'because',
  abt: 'about',
  bout: 'about',
  w: 'with',
  im: 'i am',
  iam: 'i am',
  dont: 'do not',
  cant: 'cannot',
  wont: 'will not',
  hv: 'have',
  cn: 'can',
  nd: 'and',
  n: 'and',
  b4: 'before',
  lic: 'licence',
  license: 'licence',
  liscense: 'licence',
  lisence: 'licence',
  licens: 'licence',
  resv: 'reservation',
  rez: 'reservation',
  hrs: 'hours',
  hr: 'hour',
  mins: 'minutes',
  tues: 'tuesday',
  thurs: 'thursday',
  xmas: 'christmas',
  sundy: 'sunday',
  sunady: 'sunday',
  satuday: 'saturday',
  saterday: 'saturday',
  saturady: 'saturday',
  satruday: 'saturday',
  mondy: 'monday',
  monady: 'monday',
  tuseday: 'tuesday',
  tuesdy: 'tuesday',
  wendsday: 'wednesday',
  wensday: 'wednesday',
  wednsday: 'wednesday',
  wedensday: 'wednesday',
  thurday: 'thursday',
  thrusday: 'thursday',
  thursdy: 'thursday',
  firday: 'friday',
  fryday: 'friday',
  fridy: 'friday',
  ful: 'full',
  hafl: 'half',
  hlaf: 'half',
  incl: 'included',
  lil: 'little',
  bro: 'brother',
  sis: 'sister',
  hes: 'he is',
  shes: 'she is',
  min: 'minute',
  waver: 'waiver',
  wavier: 'waiver',
  bail: 'cancel',
  cancl: 'cancel',
  cancle: 'cancel',
  u2: 'you too',
  gonna: 'going to',
  wanna: 'want to',
  gotta: 'have to',
  kinda: 'kind of',
  ur: 'your',
  kiddos: 'kids',
  yrs: 'years',
  fam: 'family',
  halfday: 'half day',
  thru: 'through',
  cxl: 'cancel',
  canx: 'cancel',
  pics: 'photos',
  pic: 'photo',
  diff: 'difference',
  regs: 'regulations',
  reg: 'regulations',
  usd: 'us dollars',
  cad: 'canadian dollars',
  dispo: 'available',
  fullday: 'full day',
  fishin: 'fishing',
  priceing: 'pricing',
  prise: 'price',
  cst: 'cost',
  cots: 'cost',
  hwomuch: 'how much',
  howmuch: 'how much',
};

/** Words after which a lone '4' means 'for' and a lone '2' means 'to' (nobody counts 'full days' that way). */
const FOR_BEFORE = String.raw`(?:a |the |this |next )?(?:full|half|trophy|whole|morning|afternoon|sat|sun|mon|tue|wed|thu|fri|saturday|sunday|monday|tuesday|wednesday|thursday|friday|next|this|tomorrow|today|me|us|my|the|a)\b`;

export function normaliseQuestion(text: string): string {
  let t = text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/([?!.])\1+/g, '$1');
  // 'dec 4 am', 'fri dec 4 pm': the slot of a date, not a time of 4 o'clock.
  t = t.replace(
    /\b((?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2})\s*(am|pm)\b/g,
    (_m, date: string, half: string) => `${date} ${half === 'am' ? 'morning' : 'afternoon'}`,
  );
  // 'x2', 'for me + 2 kids': a count and a sum written short.
  t = t.replace(/(^|\s)x\s?(\d{1,2})\b/g, '$1for $2').replace(/\s\+\s/g, ' and ');
  // Not after a month: 'dec 4 morning' is the 4th.
  t = t.replace(
    new RegExp(String.raw`(?<!\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+)\b4\s+(?=${FOR_BEFORE})`, 'g'),
    'for ',
  );
  t = t.replace(/\b2\s+(?=(?:book|go|fish|come|bring|pay|know|ask)\b)/g, 'to ');
  // 'price 4 2': a '4' before a count is 'for'.
  t = t.replace(/\b4\s+(?=\d{1,2}\b(?!\s*(?:am|pm|:)))/g, 'for ');
  t = t.replace(/\bw\/\s?/g, 'with ').replace(/\bb\/c\b/g, 'because');
  t = t.replace(/\b([a-z0-9']+)\b/g, (word) => {
    const bare = word.replace(/'/g, '');
    return SHORTHAND[bare] ?? word;
  });
  // "we'd", "we're", "I've", "you'll": written out, so that 'wed' is never Wednesday nor 'were' a question word.
  t = t.replace(/\b(i|we|you|they|he|she)'d\b/g, '$1 would').replace(/\b(we|you|they)'re\b/g, '$1 are');
  t = t.replace(/\b(i|we|you|they)'ve\b/g, '$1 have').replace(/\b(i|we|you|they|he|she)'ll\b/g, '$1 will');
  t = t.replace(/^were\b/, 'where');
  // 'whats', 'what's' -> 'what is': the apostrophe forms the party reader does not need.
  t = t.replace(/\b(what|where|how|when|who|that|it)'s\b/g, '$1 is');
  return t.replace(/\s+/g, ' ').trim();
}
