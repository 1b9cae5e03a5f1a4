/** French texts of the schedule page and its filters dialog. */
export const SCHEDULE_LABELS = {
  title: 'Calendrier',
  filter: 'Filtrer',
  addMatch: 'Ajouter un match',
  importMatches: 'Importer des matchs',
  dialogTitle: 'Filtrer le calendrier',
  sections: { date: 'Date', fields: 'Terrains', teams: 'Équipes', divisions: 'Divisions' },
  period: 'Période',
  from: 'À partir du',
  to: "Jusqu'au",
  reset: 'Réinitialiser',
  invert: 'Inverser',
  otherFilters: 'Autres filtres',
  cancelledOnly: 'Matchs annulés seulement',
  round: 'Ronde',
  allRounds: 'Toutes les rondes',
  clearAll: 'Effacer les filtres',
  activeFilters: 'Filtres actifs',
  noMatchForFilters: 'Aucun match ne correspond aux filtres.',
  emptySchedule: 'Aucun match n’est encore au calendrier.',
  loading: 'Chargement du calendrier…',
  details: 'Détails',
  division: 'Division',
  pool: 'Poule',
  moreWeeks: 'Afficher les semaines suivantes',
  earlierWeeks: 'Afficher les semaines précédentes',
  wholeSeason: 'Toute la saison',
} as const;

export function matchCountLabel(count: number): string {
  return `${count} match${count > 1 ? 's' : ''}`;
}

export function pastWeeksLabel(count: number): string {
  return `Semaines passées (${count})`;
}

export function showMatchesLabel(count: number): string {
  return `Afficher ${matchCountLabel(count)}`;
}
