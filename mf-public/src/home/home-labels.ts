/** What Home says (French); the spec's own messages come from @league/shared. */
export const homeLabels = {
  title: 'Accueil',
  bannerAlt: 'Un terrain de balle sous un ciel bleu',
  joinTeam: 'Joindre une équipe',
  joinLeague: 'Intégrer la ligue',
  signUp: "S'inscrire",
  actions: 'Participer',
  favouriteMatches: 'Prochains matchs de vos équipes',
  noFavouriteMatches: 'Aucun match à venir pour vos équipes favorites.',
  nextMatchday: 'Prochains matchs',
  noNextMatchday: 'Aucun match à venir.',
  latestResults: 'Derniers résultats',
  noResults: 'Aucun résultat pour le moment.',
  fullSchedule: 'Tout le calendrier',
  sponsors: 'Nos commanditaires',
  allSponsors: 'Voir tous les commanditaires',
  /** a league that has written no description yet (a new league) */
  welcome: 'Bienvenue\u202f!',
  welcomeText:
    'La ligue prépare sa saison\u202f: les équipes, le calendrier et les résultats paraîtront ici dès leur publication.',
} as const;
