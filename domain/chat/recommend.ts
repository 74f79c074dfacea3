import { ChatReply, ContactFacts, PackageFact, packageDetailsReply, packagesReply } from './chat-answers';
import { BookingContext } from './chat-protocol';

/** What visitors say, as the words package descriptions use. */
const SAID_AS: readonly [RegExp, string][] = [
  [/\b(kids?|children|child|family|families|young|son|daughter)\b/, 'families'],
  [/\b(first[- ]?tim\w*|beginners?|new|never|novice|newbies?)\b/, 'newer first'],
  [/\b(big|trophy|large|huge|monster)\b/, 'big trophy'],
  [/\b(short|shortest|quick|few hours)\b/, 'morning afternoon'],
  [/\b(long|longest|all day|whole day)\b/, 'full day'],
];

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length > 3);
}

/**
 * 'Which trip for a first-timer with young kids?', 'best package for walleye?': the package whose
 * own description, features and name (as the admin wrote them) share most words with the question.
 */
export function recommendReply(text: string, packages: readonly PackageFact[], contact: ContactFacts, context: BookingContext): ChatReply {
  const asked = new Set(wordsOf([text, ...SAID_AS.filter(([p]) => p.test(text)).map(([, w]) => w)].join(' ')));
  let best: { pkg: PackageFact; score: number } | null = null;
  for (const pkg of packages) {
    const own = new Set(wordsOf([pkg.name, pkg.description, ...pkg.features].join(' ')));
    const score = [...asked].filter((w) => own.has(w) || own.has(`${w}s`) || (w.endsWith('s') && own.has(w.slice(0, -1)))).length;
    if (!best || score > best.score) best = { pkg, score };
  }
  if (!best || best.score === 0) return packagesReply(packages, contact, context);
  const reply = packageDetailsReply(best.pkg, { ...context, packageName: best.pkg.name });
  return { ...reply, text: `I'd suggest the ${best.pkg.name}.\n${reply.text}` };
}
