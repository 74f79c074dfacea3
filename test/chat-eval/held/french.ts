import { EvalCase } from '../eval-case';
import { amt, ask, PHONE, talk } from '../case-helpers';

/** Words only a French answer has: the answer must be in French. */
const FR = ['vous', 'votre', 'nous', 'personne', 'journée', 'réservation', 'pêche', 'bonjour', 'merci', 'avec'];

export const HELD_FRENCH: readonly EvalCase[] = [
  ask('french-04', 'french', 'Ai-je besoin d’un permis de pêche ?', { all: ['16'], any: [FR] }),
  ask('french-08', 'french', 'Quel est le numéro de téléphone du guide ?', { all: [PHONE], any: [FR] }),
  ask('french-12', 'french', "Qu'est-ce que je dois apporter ?", { any: [['permis', 'crème solaire', 'imperméable', 'vêtements'], FR] }),
  ask('french-16', 'french', 'Y a-t-il un rabais en semaine ?', { all: ['17'], any: [FR] }),
  talk('french-20', 'french', [
    // Samedi : 2 x 399 = 798.
    { say: 'Combien pour la journée complète samedi 12 décembre pour 2 personnes ?', expect: { any: [amt(798), FR] } },
    // Plus un enfant : 798 + 299 = 1097.
    { say: 'Et avec un enfant de 8 ans en plus ?', expect: { any: [amt(1097), FR] } },
  ]),
];
