import { MARKERS } from './language';

/**
 * French words and phrases written as the English the reader knows: the question is understood
 * once, by the same readers, and answered in French. Longer phrases first.
 */
const FRENCH_TO_ENGLISH: readonly [RegExp, string][] = [
  [/\b(?:j'ai|j ai|nous avons|on a) réservée?s?(?=[\s.,!?]|$)/g, 'i booked'],
  [/\b(?:j'ai|j ai|nous avons|on a) payée?s?(?=[\s.,!?]|$)/g, 'i paid'],
  [/\b(\d{1,3})\s*heures?\s+(?:avant|à l'avance|a l'avance)\b/g, '$1 hours before'],
  [/\b(\d{1,2})\s*jours?\s+(?:avant|à l'avance|a l'avance)\b/g, '$1 days before'],
  [/\bchanger la date\b/g, 'change the date'],
  // Canadian French: 'la fin de semaine' is the weekend ('de semaine' alone is a weekday, below).
  [/\b(?:cette |la |en )?fin de semaine\b/g, 'this weekend'],
  [/\bde la place|des places\b/g, 'available'],
  [/\btout d'avance|tout d avance|d'avance|d avance\b/g, 'in full upfront'],
  [/\b(?:un |le )?(?:dépôt|depot|acompte)\b/g, 'deposit'],
  [/\bcombien (?:ça |ca |cela )?(?:coûte|coute|coûtent|coutent)\b/g, 'how much does it cost'],
  [/\bcombien\b/g, 'how much'],
  [/\bquels? sont (?:vos|les) (?:prix|tarifs)\b/g, 'what are your prices'],
  [/\b(?:prix|tarifs?|coûte|coute)\b/g, 'price'],
  [/\bdemi[- ]journée|demi[- ]journee\b/g, 'half day'],
  [/\bjournée complète|journee complete|toute la journée|journée entière\b/g, 'full day'],
  [/\baprès[- ]midi|apres[- ]midi\b/g, 'afternoon'],
  [/\bmatin(?:ée|ee)?\b/g, 'morning'],
  [/\baujourd'hui|aujourd hui\b/g, 'today'],
  [/\bdemain\b/g, 'tomorrow'],
  [/\bce week-?end\b/g, 'this weekend'],
  [/\bla semaine prochaine\b/g, 'next week'],
  [/\blundi\b/g, 'monday'],
  [/\bmardi\b/g, 'tuesday'],
  [/\bmercredi\b/g, 'wednesday'],
  [/\bjeudi\b/g, 'thursday'],
  [/\bvendredi\b/g, 'friday'],
  [/\bsamedi\b/g, 'saturday'],
  [/\bdimanche\b/g, 'sunday'],
  [/\bjanvier\b/g, 'january'],
  [/\bdécembre|decembre|déc\.?(?=\s|$|\?)|dec\.?(?=\s|$|\?)/g, 'december'],
  [/\bnovembre|nov\.?(?=\s|$|\?)/g, 'november'],
  [/\bau complet\b/g, 'in full'],
  [/\bcodes? de parrainage|code promo\b/g, 'referral code'],
  [/\b(?:pis|puis)\b/g, 'and'],
  [/\ben retard\b/g, 'running late'],
  [/\bqui est-ce que j'appelle|qui est ce que j'appelle|qui (?:dois-je|je dois) appeler|qui appeler\b/g, 'who do i call'],
  [/\bavec\b/g, 'with'],
  [/\b(?:c'est|est|sont|déjà) complets?\b/g, 'fully booked'],
  [/\bdispo\b/g, 'available'],
  [/\bprochain(?:e)?\b/g, 'next'],
  [/\bdisponibles?|libres?|disponibilités?|disponibilites?\b/g, 'available'],
  [/\badultes?\b/g, 'adults'],
  [/\benfants?\b/g, 'kids'],
  [/\bpersonnes?\b/g, 'people'],
  [/\bpour\b/g, 'for'],
  [/\bet\b/g, 'and'],
  [/\bdeux\b/g, 'two'],
  [/\btrois\b/g, 'three'],
  [/\bquatre\b/g, 'four'],
  [/\bcinq\b/g, 'five'],
  [/\bsix\b/g, 'six'],
  [/\bans\b/g, 'years old'],
  [/\bpermis(?: de pêche| de peche)?\b/g, 'fishing licence'],
  [/\bannul(?:er|ation)\b/g, 'cancellation'],
  [/\brembours\w*/g, 'refund'],
  [/\bmétéo|meteo|pluie|orage|vent\b/g, 'weather'],
  [/\bapporter|emporter\b/g, 'bring'],
  [/\bréserv\w*|reserv\w*/g, 'book'],
  [/\b(?:forfaits?|excursions?)\b/g, 'packages'],
  [/\b(?:sorties?|voyages?)\b/g, 'trip'],
  [/\bmoins cher\b/g, 'cheaper'],
  [/\b(?:la|en|de) semaine\b/g, 'weekday'],
  [/\bà l'avance|a l'avance\b/g, 'in advance'],
  [/\b(?:paient|payent|paie)\b/g, 'pay'],
  [/\bpoissons?|espèces?|especes?\b/g, 'fish species'],
  [/\btéléphone|telephone|numéro|numero|appeler|joindre|contacter\b/g, 'phone number contact'],
  [/\bguide\b/g, 'guide'],
  [/\bbonjour|salut|allo\b/g, 'hello'],
  [/\bmerci\b/g, 'thanks'],
  [/\bcompris|inclus\b/g, 'included'],
  [/\bà quelle heure|a quelle heure|horaires?\b/g, 'what time'],
];

const FRENCH_EXTRA: readonly [RegExp, string][] = [
  [/\bdorés?|dores?\b/g, 'walleye'],
  [/\bbrochets?\b/g, 'pike'],
  [/\bperchaudes?\b/g, 'perch'],
  [/\b(?:garder|conserver|rapporter)\b/g, 'keep'],
  [/\ble droit de\b/g, 'allowed to'],
  [/\bpar jour\b/g, 'a day'],
  [/\blimites?\b/g, 'limit'],
  [/\bcourriel\b/g, 'email'],
  [/\bmatériel|materiel|équipement|equipement|cannes?|appâts?|appats?\b/g, 'gear'],
  [/\bpolitique\b/g, 'policy'],
  [/\brabais|réductions?|reductions?|escomptes?|promotions?\b/g, 'discount'],
  [/\bprofondeur|profond\w*/g, 'how deep'],
  [/\bmauvais temps\b/g, 'bad weather'],
  [/\battraper|pêcher|pecher|prendre\b/g, 'catch'],
  [/\bpayer|paiement|payé\b/g, 'pay payment'],
  [/\bcommence\w*|débute\w*|debute\w*|départ|depart\b/g, 'start'],
  [/\bheures?\b/g, 'time'],
  [/\bparrainage|référence|reference|références\b/g, 'referral program'],
  [/\blac\b/g, 'lake'],
  [/\brenonciation|décharge|decharge|formulaire\b/g, 'waiver'],
  [/\bgrandeur|taille|superficie\b/g, 'how big'],
  [/\blunch|dîner|diner|repas\b/g, 'lunch'],
  [/\bliste d'attente\b/g, 'waitlist'],
];

/** French words left over after the glossary: function words that only hide the subject from the readers. */
const FRENCH_FILLER = new Set(MARKERS.fr.filter((w) => !['combien', 'prix', 'demain', 'samedi', 'dimanche', 'permis'].includes(w)));

export function frenchAsEnglish(text: string): string {
  let t = text
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/(\w)-(\w)/g, '$1 $2')
    // '798 $' is written '$798' in English.
    .replace(/\b(\d{1,3}(?:[ \u00a0]\d{3})+|\d+)\s?\$/g, (_m, n: string) => `$${n.replace(/[ \u00a0]/g, '')}`);
  for (const [pattern, english] of [...FRENCH_TO_ENGLISH, ...FRENCH_EXTRA]) t = t.replace(pattern, english);
  return t
    .split(/(\s+)/)
    .map((w) => (FRENCH_FILLER.has(w.replace(/[?!.,;:]/g, '').replace(/^(?:l|d|qu|s|j|n)'/, '')) ? ' ' : w))
    .join('')
    .replace(/\b(?:l|d|qu|s|j|n)'/g, '');
}

/** French keywords of the main subjects, for a question the glossary left half in French. */
const FRENCH_TOPICS: readonly [RegExp, string][] = [
  [/parrain|référ|refer/, 'referral'],
  [/annul|rembours/, 'cancellation'],
  [/météo|meteo|mauvais temps|pluie|vent|orage/, 'weather'],
  [/poisson|espèce|espece|brochet|doré|perchaude/, 'species'],
  [/profond|superficie|grandeur|lac\b|edmonton/, 'lake'],
  [/permis|règlement|reglement|limite de prise/, 'licence'],
  [/inclus|compris|fourni|matériel|materiel|équipement|equipement/, 'included'],
  [/enfant|rabais|réduction|reduction/, 'kids'],
  [/payer|paiement|carte|dépôt|depot/, 'payment'],
  [/heure|horaire|commence|débute|debute|matin|après-midi|apres-midi/, 'trip_times'],
  [/combien de personnes|maximum|groupe|seul/, 'party_size'],
  [/apporter|porter|vêtement|vetement|habiller/, 'bring'],
  [/décharge|decharge|renonciation|signer/, 'waiver'],
  [/modifier|changer ma|déplacer|deplacer/, 'manage'],
  [/attente/, 'waitlist'],
  [/téléphone|telephone|appeler|joindre|courriel|contacter/, 'contact'],
  [/forfait|tarif|prix|offrez|proposez|excursion|sortie/, 'packages'],
];

export function frenchTopicOf(text: string): string | undefined {
  const t = text.toLowerCase();
  return FRENCH_TOPICS.find(([pattern]) => pattern.test(t))?.[1];
}
