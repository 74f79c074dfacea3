import { SLOT_WINDOWS } from '../availability/slot-windows';
import { PARTY_LIMITS } from '../bookings/booking-rules';
import { CHILD_DISCOUNT_PERCENT, WEEKDAY_DISCOUNT_PERCENT } from '../bookings/pricing';
import { CATCH_LIMITS, LICENCE_AGE, MAX_RODS } from '../content/fishing-regulations';
import { dayOfWeekOf } from '../shared/calendar';
import { ContactFacts, PackageFact, QuoteFact } from './chat-answers';
import { firstNameOf } from './chat-format';
import { SlotChoice } from './chat-protocol';

/**
 * The main answers in French (Canada), from the same live facts as the English ones: packages,
 * quotes, open dates, the refund policy, the licence, what to bring, kids, contact. Amounts are
 * written the Canadian French way ('249 $').
 */
const JOURS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'] as const;
const MOIS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;
const CRENEAUX: Readonly<Record<SlotChoice, string>> = {
  morning: 'matin (6 h à 10 h)',
  afternoon: 'après-midi (13 h à 17 h)',
  'full-day': 'journée (6 h à 14 h)',
};

export function montant(cents: number): string {
  const dollars = Math.floor(cents / 100);
  const reste = cents % 100;
  const entier = dollars.toString().replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${entier}${reste ? `,${reste.toString().padStart(2, '0')}` : ''} $`;
}

export function dateEnFrancais(date: string): string {
  const [, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${JOURS[dayOfWeekOf(date)]} ${day === 1 ? '1er' : day} ${MOIS[month - 1]}`;
}

export function creneaux(slots: readonly SlotChoice[]): string {
  return slots.map((s) => CRENEAUX[s]).join(', ');
}

export const FR = {
  greeting: (contact: ContactFacts) =>
    `Bonjour! Je suis l'assistant de ${firstNameOf(contact.guideName)}, votre guide sur le lac Wabamun. Posez-moi vos questions sur les forfaits, les prix, les dates libres ou quoi apporter.`,
  thanks: 'Avec plaisir! Bonne pêche, et écrivez-moi si vous avez d’autres questions.',
  packages: (packages: readonly PackageFact[]) =>
    [
      `Nous offrons ${packages.length} forfait${packages.length > 1 ? 's' : ''} :`,
      ...packages.map((p) => `• ${p.name} : ${p.duration.replace('hours', 'heures')}, ${montant(p.price * 100)} par personne`),
      `Du lundi au jeudi, les sorties sont à ${WEEKDAY_DISCOUNT_PERCENT} % de rabais, et les enfants de 12 ans et moins ont ${CHILD_DISCOUNT_PERCENT} % de rabais avec un adulte. L’équipement est fourni.`,
    ].join('\n'),
  quote: (people: number, kids: number, date: string | undefined, quotes: readonly QuoteFact[], packages: readonly PackageFact[]) => {
    const groupe =
      kids > 0
        ? `${people - kids} adulte${people - kids > 1 ? 's' : ''} et ${kids} enfant${kids > 1 ? 's' : ''}`
        : `${people} personne${people > 1 ? 's' : ''}`;
    if (!date || quotes.length === 0) {
      return [
        `Pour ${groupe}, le prix dépend du jour (${WEEKDAY_DISCOUNT_PERCENT} % de rabais du lundi au jeudi) :`,
        ...packages.map((p) => `• ${p.name} : ${montant(p.price * 100)} par personne`),
        'Donnez-moi la date et je calcule le total.',
      ].join('\n');
    }
    return [
      `Pour ${groupe}, le ${dateEnFrancais(date)} :`,
      ...quotes.map((q) => `• ${q.packageName} : ${montant(q.totalCents)} au total`),
      ...(quotes.some((q) => q.weekdayDiscountApplies)
        ? [`Le rabais de ${WEEKDAY_DISCOUNT_PERCENT} % du lundi au jeudi est compris.`]
        : []),
    ].join('\n');
  },
  availability: (days: readonly { date: string; open: readonly SlotChoice[] }[]) =>
    days.length === 0
      ? 'Je ne vois pas de date libre pour ces jours-là. Demandez-moi une autre date.'
      : [
          'Dates libres :',
          ...days.map((d) => `• ${dateEnFrancais(d.date)} : ${d.open.length ? creneaux(d.open) : 'complet'}`),
          ...(days.some((d) => d.open.length === 0)
            ? [
                'Pour une date complète, choisissez-la dans le formulaire de réservation et appuyez sur « Join the waitlist » : si une place se libère, nous vous écrivons.',
              ]
            : []),
        ].join('\n'),
  cancellation:
    'Annulation 48 heures ou plus avant la sortie : remboursement complet; de 24 à 48 heures : 50 %; moins de 24 heures : aucun remboursement. ' +
    'Si nous annulons à cause d’une météo dangereuse, vous avez le choix d’un remboursement complet ou d’un report sans frais. Les remboursements prennent de 5 à 7 jours ouvrables.',
  licence: () =>
    [
      `Oui : toute personne de ${LICENCE_AGE} ans et plus doit avoir un permis de pêche de l’Alberta valide. Achetez-le en ligne avant la sortie.`,
      `Chaque pêcheur peut utiliser jusqu’à ${MAX_RODS} cannes. Limites : ${CATCH_LIMITS.map((l) => `${l.species} ${l.daily} par jour`).join(', ')}.`,
    ].join('\n'),
  bring:
    'Votre permis de pêche, des vêtements chauds en couches et un imperméable, une casquette, des lunettes de soleil et de la crème solaire, de l’eau et des collations. Les cannes, le matériel, les appâts et les gilets de sauvetage sont fournis.',
  kids: `Bien sûr. Les enfants de 12 ans et moins ont ${CHILD_DISCOUNT_PERCENT} % de rabais avec au moins un adulte. Un groupe compte de ${PARTY_LIMITS.minPeople} à ${PARTY_LIMITS.maxPeople} personnes, dont au plus ${PARTY_LIMITS.maxKids} enfants, et les moins de 16 ans pêchent avec un adulte.`,
  weather:
    'Votre sécurité passe en premier : si le vent, les éclairs ou un orage rendent le lac dangereux, nous annulons et vous choisissez un remboursement complet ou un report sans frais. Une petite pluie n’arrête pas la pêche : apportez un imperméable.',
  contact: (contact: ContactFacts) =>
    `Vous pouvez appeler ou texter ${firstNameOf(contact.guideName)} au ${contact.guidePhone}, ou écrire à ${contact.businessEmail}. Vous pouvez aussi laisser votre numéro et votre question ici.`,
  unsure: (contact: ContactFacts) =>
    `Je ne suis pas certain de pouvoir répondre à cela. ${firstNameOf(contact.guideName)} le peut : appelez le ${contact.guidePhone}, ou laissez votre numéro et votre question ici.`,
  slotLabel: (slot: SlotChoice) => SLOT_WINDOWS[slot].label,
  packageDetails: (p: PackageFact) =>
    `${p.name} : ${p.duration.replace('hours', 'heures')}, ${montant(p.price * 100)} par personne. Créneaux : ${creneaux(p.timeSlots)}. Inclus : ${p.features.join('; ')}.`,
  partySize: `Une réservation compte de ${PARTY_LIMITS.minPeople} à ${PARTY_LIMITS.maxPeople} personnes au maximum, dont au plus ${PARTY_LIMITS.maxKids} enfants; chaque groupe a besoin d’un adulte.`,
  manage:
    'Votre courriel de confirmation contient un lien privé pour gérer votre réservation : vous pouvez déplacer la sortie jusqu’à 48 heures avant, ou l’annuler selon notre politique de remboursement.',
  waitlist:
    'Quand une date est complète, le formulaire de réservation vous permet de vous inscrire sur la liste d’attente; si une place se libère, nous vous la réservons et vous avertissons par texto et courriel.',
  included: (packages: readonly PackageFact[]) =>
    [
      'Les cannes, les moulinets, le matériel et les appâts sont fournis, avec des gilets de sauvetage de toutes les tailles : vous n’avez besoin d’aucun équipement.',
      ...packages.map((p) => `• ${p.name} : ${p.features.join('; ')}`),
    ].join('\n'),
  lake: (facts: readonly { readonly term: string; readonly value: string }[]) =>
    [
      `Nous pêchons au lac Wabamun, en Alberta, à environ 65 km à l’ouest d’Edmonton.`,
      ...facts.map((f) => `• ${f.term} : ${f.value}`),
    ].join('\n'),
  species:
    'Au lac Wabamun, nous pêchons le grand brochet, le doré jaune et la perchaude. Limites par jour : brochet 3, doré 3, perchaude 25.',
  payment:
    'Vous payez la totalité du montant en ligne par carte au moment de réserver, dans le formulaire de réservation : pas de dépôt, rien à payer le jour même. Les prix sont par personne, en dollars canadiens.',
  tripTimes: () =>
    `Nos sorties ont lieu dans trois créneaux : ${creneaux(['morning', 'afternoon', 'full-day'])}. La sortie du matin commence à 6 h.`,
  referral: (off: string) =>
    `Chaque réservation payée reçoit son propre code de parrainage. Un ami qui réserve avec votre code obtient ${off} de rabais sur sa première réservation, et vous recevez un crédit de ${off} sur votre prochaine réservation une fois sa sortie faite.`,
  waiver:
    'Avant la sortie, chaque personne de votre groupe signe en ligne notre décharge de responsabilité (/liability-waiver); un parent ou tuteur signe pour les moins de 18 ans.',
  discounts: () =>
    `Du lundi au jeudi, les sorties sont à ${WEEKDAY_DISCOUNT_PERCENT} % de rabais; les enfants de 12 ans et moins ont ${CHILD_DISCOUNT_PERCENT} % de rabais avec un adulte; un code de parrainage donne 50 $ de rabais sur une première réservation.`,
} as const;
