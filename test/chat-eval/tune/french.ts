import { EvalCase } from '../eval-case';
import { amt, ask, day } from '../case-helpers';

/** Words only a French answer has: the answer must be in French. */
const FR = ['vous', 'votre', 'nous', 'personne', 'journée', 'réservation', 'pêche', 'bonjour', 'merci', 'avec'];

export const TUNE_FRENCH: readonly EvalCase[] = [
  ask('french-01', 'french', "Combien coûte la sortie d'une demi-journée ?", { any: [amt(249), FR] }),
  ask('french-02', 'french', 'Quels forfaits proposez-vous ?', { all: ['Trophy Hunter'], any: [FR] }),
  ask('french-03', 'french', 'Est-ce que le matériel de pêche est inclus ?', {
    any: [['canne', 'cannes', 'leurres', 'appât', 'appâts', 'matériel'], FR],
  }),
  ask('french-05', 'french', "Quelle est votre politique d'annulation ?", { all: ['48'], any: [['remboursement', 'remboursé'], FR] }),
  ask('french-06', 'french', 'Est-ce que samedi prochain est disponible ?', {
    any: [[...day('2026-11-28'), ...day('2026-12-05'), 'samedi'], FR],
  }),
  // Vendredi : 2 x 249 = 498.
  ask('french-07', 'french', 'Combien pour 2 adultes, demi-journée, vendredi 4 décembre ?', { any: [amt(498), FR] }),
  ask('french-09', 'french', 'Les enfants ont-ils un rabais ?', { all: ['25'], any: [FR] }),
  ask('french-10', 'french', 'Quelle est la profondeur du lac ?', { any: [['11 m', '5,5 m', '5.5 m'], FR] }),
  ask('french-11', 'french', 'Que se passe-t-il s’il fait mauvais temps ?', {
    any: [['remboursement', 'reporter', 'report', 'remboursé'], FR],
  }),
  ask('french-13', 'french', 'Bonjour ! Vous parlez français ?', { any: [FR] }),
  ask('french-14', 'french', 'Quels poissons peut-on attraper ?', { any: [['brochet'], ['doré', 'sandre'], FR] }),
  ask('french-15', 'french', 'Combien de personnes maximum par groupe ?', { all: ['12'], any: [FR] }),
  ask('french-17', 'french', 'Comment puis-je payer ?', { any: [['carte'], FR] }),
  ask('french-18', 'french', 'À quelle heure commence la sortie du matin ?', { any: [['6 h', '6h', '6:00', '6 heures'], FR] }),
  ask('french-19', 'french', 'Avez-vous un programme de parrainage ?', { any: [amt(50), FR] }),
];
