import { NNBSP } from '../french-text';
import { counted } from './words';

/** What the generator says of its schedule (docs/product.md#generator): the server's words, loaded with the engine. */

/** Why a match found no slot. */
export const UNPLACED_REASONS = {
  noSlot: 'La période n’a aucun créneau libre',
  wishes: 'Aucun créneau de la période ne respecte les vœux (jours des équipes, terrains de la poule)',
  full: 'Tous les créneaux qui lui conviennent sont pris',
  busy: 'Les créneaux encore libres tombent quand l’une des deux équipes joue déjà',
} as const;

/** Each guarantee, as it holds or as it fails. */
export const CHECK_WORDS = {
  placed: (count: number) =>
    count === 0 ? 'Aucun match à placer' : count === 1 ? 'Le match est placé' : `Les ${count} matchs sont placés`,
  missing: (missing: number) =>
    `Il manque ${counted(missing, 'créneau', 'créneaux')}${NNBSP}: ajoutez une soirée ou raccourcissez la liste des jours sans match`,
  meetings: (meetings: number) =>
    meetings === 1
      ? 'Chaque paire d’équipes se rencontre une fois'
      : `Chaque paire d’équipes se rencontre ${meetings} fois`,
  meetingsShort: (missing: number) =>
    `${counted(missing, 'rencontre manque', 'rencontres manquent')}${NNBSP}: voyez les matchs non placés`,
  meetingsOver: 'Des paires se rencontrent plus souvent que demandé',
  oneSlot: 'Aucune équipe ne joue deux matchs à la même heure',
  oneSlotBroken: (count: number) => `${counted(count, 'équipe joue', 'équipes jouent')} deux matchs à la même heure`,
  oneDay: 'Aucune équipe ne joue deux fois le même jour',
  oneDayBroken: (count: number) =>
    `${counted(count, 'journée où une équipe joue', 'journées où une équipe joue')} deux fois${NNBSP}: les créneaux ne permettent pas mieux`,
  fields: 'Aucun terrain n’accueille deux matchs à la fois',
  fieldsBroken: (count: number) =>
    `${counted(count, 'créneau accueille', 'créneaux accueillent')} deux matchs à la fois`,
  homeAway: 'Domicile et visite équilibrés à un match près pour chaque équipe',
  homeAwayBroken: (count: number) =>
    `Domicile et visite déséquilibrés pour ${counted(count, 'équipe', 'équipes')} (des matchs ne sont pas placés)`,
  noOddPool: 'Aucune poule impaire, donc aucune équipe au repos',
  byes: 'Dans les poules impaires, chaque équipe est au repos autant de fois, jamais deux rondes de suite',
  byesBroken: (count: number) => `Repos mal répartis pour ${counted(count, 'équipe', 'équipes')}`,
  noWishes: 'Aucun vœu à respecter',
  wishes: 'Les vœux sont respectés',
  wishesBroken: (count: number) => `${counted(count, 'match ne respecte', 'matchs ne respectent')} pas les vœux`,
} as const;
