import { NNBSP } from '@league/shared';
import { periodLabel } from '@league/shared/schedule-generator';

/** What the « Calendrier » tab says (docs/product.md#generator). */
export const generatorWords = {
  title: 'Générer le calendrier',
  intro: `Donnez la période, les créneaux de chaque semaine et les jours sans match${NNBSP}: chaque poule joue son tournoi à la ronde, réparti sur la période. Rien n’est écrit avant «${NNBSP}Publier${NNBSP}».`,
  period: 'Période',
  from: 'Du',
  to: 'Au',
  meetings: 'Chaque paire d’équipes se rencontre',
  once: '1 fois',
  twice: '2 fois',
  other: 'un autre nombre de fois',
  otherCount: 'Nombre de rencontres',
  slots: 'Créneaux de chaque semaine',
  slotsHint: 'L’heure est celle de la ligue.',
  weekday: 'Jour',
  time: 'Heure',
  field: 'Terrain',
  addSlot: 'Ajouter un créneau',
  remove: 'Retirer',
  slotGroup: (index: number) => `Créneau ${index + 1}`,
  removeSlot: (index: number) => `Retirer le créneau ${index + 1}`,
  noField: 'Ajoutez d’abord un terrain (onglet Terrains).',
  skipDays: 'Jours sans match',
  skipDaysHint: 'Congés, terrains fermés…',
  skipDay: 'Jour sans match',
  addSkipDay: 'Ajouter le jour',
  removeSkipDay: (day: string) => `Retirer le ${day}`,
  noSkipDay: 'Aucun pour l’instant.',
  crossPools: 'Les équipes d’une division rencontrent aussi celles des autres poules',
  poolTeams: 'Équipes par poule',
  poolTeamsCount: (checked: number, total: number) =>
    checked === total ? `toutes (${total})` : `${checked} sur ${total}`,
  poolTeamsHint:
    'Par défaut, toutes les équipes de la saison, chacune dans sa poule. Décochez une équipe, ou une poule entière, pour la laisser hors du calendrier.',
  noTeamCount: 'aucune',
  noTeam: `Aucune équipe dans la saison${NNBSP}: ajoutez-en d’abord (onglet Équipes).`,
  wholePool: (pool: string) => `Toute la poule ${pool}`,
  poolLeftOut: `Aucune équipe cochée${NNBSP}: la poule ne joue aucun match.`,
  poolAlone: (crossPools: boolean) =>
    crossPools
      ? `Une seule équipe cochée${NNBSP}: elle ne rencontre que les équipes des autres poules de sa division.`
      : `Une seule équipe cochée${NNBSP}: elle ne joue aucun match.`,
  noPair: (crossPools: boolean) =>
    `Aucun match possible${NNBSP}: cochez au moins deux équipes d’une même ${crossPools ? 'division' : 'poule'}.`,
  wishes: 'Vœux (facultatif)',
  teamDays: 'Équipes qui ne peuvent pas jouer un jour',
  team: 'Équipe',
  cannotPlay: 'Ne joue pas le',
  teamNotPlaying: (team: string) => `${team} ne joue pas dans ce calendrier${NNBSP}: ce vœu ne sera pas envoyé.`,
  poolNotPlaying: `Cette poule ne joue aucun match dans ce calendrier${NNBSP}: ce vœu ne sera pas envoyé.`,
  teamDayGroup: (index: number) => `Vœu d’équipe ${index + 1}`,
  poolFieldGroup: (index: number) => `Terrain de poule ${index + 1}`,
  addTeamDay: 'Ajouter un vœu d’équipe',
  removeTeamDay: (index: number) => `Retirer le vœu d’équipe ${index + 1}`,
  poolFields: 'Poules qui reçoivent sur leurs terrains',
  pool: 'Poule',
  addPoolField: 'Ajouter un terrain de poule',
  removePoolField: (index: number) => `Retirer le terrain de poule ${index + 1}`,
  preview: 'Aperçu',
  shuffle: 'Mélanger',
  publish: (count: number) => (count === 0 ? 'Publier' : count === 1 ? 'Publier 1 match' : `Publier ${count} matchs`),
  previewing: 'Calcul de l’aperçu…',
  publishing: 'Publication du calendrier…',
  stale: `Le formulaire a changé depuis l’aperçu${NNBSP}: refaites l’aperçu avant de publier.`,
  previewTitle: (count: number) =>
    `Aperçu${NNBSP}: ${count === 0 ? 'aucun match' : count === 1 ? '1 match' : `${count} matchs`}`,
  publishedTitle: (count: number) => (count === 1 ? '1 match publié' : `${count} matchs publiés`),
  seed: (seed: number) => `Tirage n° ${seed}`,
  checks: 'Garanties',
  holds: 'Respectée',
  fails: 'Non respectée',
  unplaced: (count: number) => (count === 1 ? '1 match sans créneau' : `${count} matchs sans créneau`),
  round: (round: number) => `ronde ${round}`,
  because: (reason: string) => `${NNBSP}: ${reason}`,
  poolOf: (division: string, pool: string) => (pool ? `${division} · ${pool}` : `${division} · entre poules`),
  existing: (count: number, from: string, to: string) =>
    `La période ${periodLabel(from, to)} compte déjà ${count === 1 ? '1 match' : `${count} matchs`}.`,
  keptAnyway: (kept: number) =>
    kept === 0
      ? ''
      : kept === 1
        ? ' 1 match joué ou en attente reste dans tous les cas.'
        : ` ${kept} matchs joués ou en attente restent dans tous les cas.`,
  existingChoice: 'Les matchs déjà prévus',
  keep: 'les garder et ajouter les nouveaux',
  replace: 'remplacer ceux qui ne sont pas joués',
  previewKeeps: `L’aperçu les garde${NNBSP}: leurs créneaux sont pris et leurs équipes jouent déjà ces jours-là.`,
  askTitle: `Que faire des matchs déjà prévus${NNBSP}?`,
  askHint:
    'Garder et ajouter publie l’aperçu tel quel. Remplacer retire les matchs non joués de la période et place les nouveaux dans tous les créneaux.',
  replaceButton: 'Remplacer',
  keepButton: 'Garder et ajouter',
  cancel: 'Annuler',
  published: (count: number, from: string, to: string, replaced: number) =>
    `Calendrier publié${NNBSP}: ${count === 1 ? '1 match' : `${count} matchs`} ${periodLabel(from, to)}` +
    (replaced === 0 ? '.' : replaced === 1 ? ', 1 match remplacé.' : `, ${replaced} matchs remplacés.`),
  seeSchedule: 'Voir le calendrier',
  previewFailed: 'L’aperçu n’a pas pu être calculé',
  publishFailed: 'Le calendrier n’a pas pu être publié',
  fieldsFailed: 'Impossible de lire les terrains',
  required: 'Champ requis',
} as const;
