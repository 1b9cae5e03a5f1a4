import type { Match, Team } from '@league/shared/schemas';

/**
 * What removing a team does to its matches (never a silent cascade, docs/decisions/league-rules.md). A team with a result
 * stays (the server refuses); matches still to play go with the team only once the administrator agrees.
 */
export interface TeamMatches {
  played: number;
  unplayed: number;
}

export function matchesOf(schedule: readonly Match[], team: string): TeamMatches {
  const own = schedule.filter((match) => match.homeTeam === team || match.awayTeam === team);
  const played = own.filter(
    (match) => match.status === 'played' || match.result !== null || match.pendingApproval !== null,
  ).length;
  return { played, unplayed: own.length - played };
}

const plural = (count: number, word: string) => `${count} ${word}${count > 1 ? 's' : ''}`;

/** The confirmation's question: what happens to the team's matches, said before anything is sent. */
export function removalQuestion(team: Team, matches: TeamMatches) {
  const title = `Supprimer l’équipe ${team.name}\u202f?`;
  if (matches.played > 0) {
    return {
      title,
      text:
        `L’équipe a ${plural(matches.played, 'match')} avec un résultat\u202f: ils comptent au classement, ` +
        'elle ne peut donc pas être supprimée. Supprimez d’abord ces résultats, ou gardez l’équipe.',
      confirm: 'Essayer quand même',
    };
  }
  if (matches.unplayed > 0) {
    return {
      title,
      text: `L’équipe a ${plural(matches.unplayed, 'match')} à jouer\u202f: ils seront supprimés du calendrier avec elle.`,
      confirm:
        matches.unplayed > 1
          ? `Supprimer l’équipe et ses ${matches.unplayed} matchs`
          : 'Supprimer l’équipe et son match',
    };
  }
  return {
    title,
    text: 'Ses joueurs resteront sans équipe\u202f; ses capitaines et partisans la perdront.',
    confirm: 'Supprimer',
  };
}
