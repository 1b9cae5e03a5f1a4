import type { Match, Sponsor, Team } from '@league/shared/schemas';

/**
 * The league's things as the API sends them, for the tests: each builder fills every field with a plain value and
 * takes the ones a test is about as `change`. A test that reads a value names it, rather than lean on a default.
 */
export function aTeam(name: string, change: Partial<Team> = {}): Team {
  return {
    _id: `team-${name.replace(/[^\w-]+/g, '-')}`,
    name,
    division: 'A',
    pool: '',
    color: '#336699',
    join: null,
    logo: null,
    picture: null,
    ...change,
  };
}

let matchNumber = 0;

/** A match still to play; each gets an id of its own (`match-1`, `match-2`…) unless `change` names one. */
export function aMatch(change: Partial<Match> = {}): Match {
  matchNumber += 1;
  return {
    _id: `match-${matchNumber}`,
    date: '2026-06-09T18:30:00-04:00',
    field: 'Parc Jarry',
    homeTeam: 'Les Hiboux de Dorval',
    awayTeam: 'Les Castors de Rosemont',
    division: 'A',
    pool: '',
    round: 1,
    status: 'scheduled',
    result: null,
    pendingApproval: null,
    ...change,
  };
}

/** A sponsor with no details but its name and tier, unless `change` gives them. */
export function aSponsor(name: string, change: Partial<Sponsor> = {}): Sponsor {
  return {
    _id: `sponsor-${name.replace(/[^\w-]+/g, '-')}`,
    name,
    sponsorType: 'Bronze',
    logo: null,
    picture: '',
    color: 'brown',
    websiteUrl: '',
    description: '',
    affiliateTeams: [],
    telephone: '',
    contactEmail: '',
    ...change,
  } as Sponsor;
}
