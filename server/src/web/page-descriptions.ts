import {
  calendarDayOf,
  formatFrenchDate,
  NNBSP,
  ofTeam,
  PAGES,
  RULES_DOCUMENT_KEY,
  type PageId,
  type PageRead,
} from '@league/shared';
import { groupLabel, parseCategoryKey, seedLabel } from '@league/shared/rankings';
import type { CallAnswer } from '@league/shared/contract';
import type { endpoints, EndpointName } from '@league/shared/contract/all';
import type { Field, Match, SeriesMatch } from '@league/shared/schemas';

/**
 * What each public page says of itself to a link preview or a search engine (docs/product.md#links): a French
 * description of what matters on it now, read from the API as the server's rendering reads it, and its title and
 * image when the data names them. Every page the server renders has one (a new page fails the typecheck here).
 */
export interface PageFacts {
  /** the page's own title, when the data says more than the PAGES table (a team's, a match's) */
  title?: string;
  /** none: the page's description without data (its `fallback`) */
  description?: string;
  /** a path on the site, and what it shows: the team's logo on its page */
  image?: { path: string; alt: string };
}

/** A read of the API by its contract entry, answered as the anonymous visitor's browser is. */
export type ReadEntry = <N extends EndpointName>(
  name: N,
  params?: Readonly<Record<string, string>>,
  query?: Readonly<Record<string, string>>,
) => Promise<CallAnswer<(typeof endpoints)[N]>>;

export interface DescribeInput {
  /** the address's parameters, decoded */
  values: Readonly<Record<string, string>>;
  read: ReadEntry;
  timeZone: string;
  now: Date;
}

type PublicPageId = {
  [Id in PageId]: (typeof PAGES)[Id] extends { serverReads: readonly PageRead[] } ? Id : never;
}[PageId];
type Describe = (input: DescribeInput) => Promise<PageFacts>;

/**
 * The longest description: a chat app's preview shows two or three lines of it, a search engine about 160
 * characters (it cuts the rest itself, so what matters comes first).
 */
const DESCRIPTION_LENGTH = 300;
/** How many matches the schedule's description names. */
const NEXT_MATCHES = 3;
/** How far ahead the schedule's description looks for the next matches: a season is shorter. */
const LOOK_AHEAD_DAYS = 366;

const joined = (parts: readonly string[]) => parts.join(`${NNBSP}; `);
const plural = (count: number, one: string, many: string) => (count >= 2 ? many : one);

/** A description on one line, cut at a word when it is too long for a preview. */
export function clipped(text: string, length = DESCRIPTION_LENGTH): string {
  const flat = text.replace(ASCII_SPACES, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.·—-]+$/u, '')}…`;
}

/** HTML's white space (ASCII): a narrow or plain no-break space is a character the text keeps. */
const ASCII_SPACES = /[ \t\n\f\r]+/g;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The text of league-written HTML (an information page, Home's description), as a reader sees it. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?(p|div|br|li|h[1-6]|tr|td|th|blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(ASCII_SPACES, ' ')
    .trim();
}

/** A series side: its team once the standings name it, else its seed ('Division A, poule Est, 1er'). */
function sideOf(team: string | null, division: string, pool: string, rank: number): string {
  return team ?? seedLabel(division, pool, rank);
}

const sides = (match: SeriesMatch) => ({
  home: sideOf(match.homeTeam, match.homeDivision, match.homePool, match.homeRank),
  away: sideOf(match.awayTeam, match.awayDivision, match.awayPool, match.awayRank),
});

/** 'sam. 18 juil., 18 h 30' */
const shortWhen = (date: string, timeZone: string) =>
  `${formatFrenchDate(date, 'shortDay', timeZone)}, ${formatFrenchDate(date, 'time', timeZone)}`;

const points = (value: number) => `${value.toLocaleString('fr-CA')} ${plural(Math.abs(value), 'point', 'points')}`;

/** A field by name, with its address when the league gave one: on a match's own page. */
const fieldWithAddress = (name: string, fields: readonly Field[]) => {
  const address = fields.find((field) => field.name === name)?.address.trim();
  return address ? `${name} (${address})` : name;
};

const upcoming = <M extends { date: string }>(matches: readonly M[], now: Date) =>
  matches.filter((match) => Date.parse(match.date) >= now.getTime()).sort((a, b) => a.date.localeCompare(b.date));

/** From the league's today to `days` later, as calendar days: the schedule's window read. */
const daysFrom = (now: Date, days: number, timeZone: string) => ({
  from: calendarDayOf(now, timeZone),
  to: calendarDayOf(now.getTime() + days * 86_400_000, timeZone),
});

async function nextMatches({ read, now, timeZone }: DescribeInput): Promise<PageFacts> {
  const { schedule } = await read('schedule', {}, daysFrom(now, LOOK_AHEAD_DAYS, timeZone));
  const next = upcoming(
    schedule.filter((match) => match.status === 'scheduled'),
    now,
  ).slice(0, NEXT_MATCHES);
  if (next.length === 0) return {};
  const lines = next.map(
    (match) => `${shortWhen(match.date, timeZone)}, ${match.awayTeam} contre ${match.homeTeam} (${match.field})`,
  );
  return { description: `${plural(next.length, 'Prochain match', 'Prochains matchs')}${NNBSP}: ${joined(lines)}.` };
}

/** What a team's page holds now: its group, its next match and its last score; its logo. */
async function teamFacts({ values, read, now, timeZone }: DescribeInput): Promise<PageFacts> {
  const name = values.teamName ?? '';
  const { teams } = await read('teams');
  const team = teams.find((candidate) => candidate.name === name);
  if (!team) return { description: 'Aucune équipe ne porte ce nom cette saison.' };
  const { schedule } = await read('schedule', {}, { team: team.name });
  const opponent = (match: Match) => (match.homeTeam === team.name ? match.awayTeam : match.homeTeam);
  const parts = [`${groupLabel(team.division, team.pool)}.`];
  const next = upcoming(
    schedule.filter((match) => match.status === 'scheduled'),
    now,
  )[0];
  if (next)
    parts.push(`Prochain match${NNBSP}: ${shortWhen(next.date, timeZone)}, contre ${opponent(next)}, ${next.field}.`);
  const last = schedule.filter((match) => match.status === 'played' && match.result).at(-1);
  if (last?.result) {
    const home = last.homeTeam === team.name;
    const [ours, theirs] = home ? [last.result.home, last.result.away] : [last.result.away, last.result.home];
    const outcome = ours > theirs ? 'victoire' : ours < theirs ? 'défaite' : 'match nul';
    const day = formatFrenchDate(last.date, 'dayMonth', timeZone);
    parts.push(`Dernier match${NNBSP}: ${outcome} ${ours} à ${theirs} contre ${opponent(last)}, le ${day}.`);
  }
  if (!next && !last) parts.push('Aucun match joué ni à venir cette saison.');
  return {
    title: team.name,
    description: parts.join(' '),
    ...(team.logo ? { image: { path: team.logo, alt: `Logo ${ofTeam(team.name)}` } } : {}),
  };
}

/** A series match: its series, date, field and score. */
async function seriesMatchFacts({ values, read, timeZone }: DescribeInput): Promise<PageFacts> {
  const { series } = await read('series');
  const match = series.find((candidate) => candidate._id === values.match_id);
  if (!match)
    return { title: 'Match introuvable', description: 'Aucun match de série ne porte cet identifiant cette saison.' };
  const { home, away } = sides(match);
  const when = `${formatFrenchDate(match.date, 'day', timeZone)} à ${formatFrenchDate(match.date, 'time', timeZone)}`;
  const field = fieldWithAddress(
    match.field,
    await read('fields').then(
      (answer) => answer.fields,
      () => [],
    ),
  );
  const score = match.result
    ? `Pointage final${NNBSP}: ${away} ${match.result.away}, ${home} ${match.result.home}.`
    : match.pendingApproval
      ? 'Résultat en attente d’approbation.'
      : 'À jouer.';
  return { title: `${away} contre ${home}`, description: `${match.pool}, ${when}, ${field}. ${score}` };
}

async function nextSeriesMatch({ read, now, timeZone }: DescribeInput): Promise<PageFacts> {
  const { series } = await read('series');
  const next = upcoming(
    series.filter((match) => !match.result && !match.pendingApproval),
    now,
  )[0];
  if (!next) return {};
  const { home, away } = sides(next);
  const match = `${shortWhen(next.date, timeZone)}, ${away} contre ${home} (${next.field})`;
  return { description: `Prochain match de série${NNBSP}: ${match}.` };
}

/** The leader of each group of the season's standings, once it has played. */
async function leaders({ read }: DescribeInput): Promise<PageFacts> {
  const { groups } = await read('seasonRanking');
  const lines = groups.flatMap((group) => {
    const leader = group.rows[0];
    if (!leader || leader.games === 0) return [];
    let where = group.category;
    try {
      const { division, pool } = parseCategoryKey(group.category);
      where = groupLabel(division, pool);
    } catch {
      // a category of another shape is named as given
    }
    return [`${where}, ${leader.team} (${points(leader.points)})`];
  });
  return lines.length === 0 ? {} : { description: `En tête${NNBSP}: ${joined(lines)}.` };
}

/** Home: the league's short description, as the league wrote it. */
async function homeFacts({ read }: DescribeInput): Promise<PageFacts> {
  const short = await read('homeText', { name: 'league_descr_short' }).then(
    (text) => plainText(text.content),
    () => '',
  );
  return short ? { description: short } : {};
}

/** An information page: its title and its first words. */
async function documentFacts(name: string, read: ReadEntry): Promise<PageFacts> {
  const document = await read('resource', { resourceName: name });
  const text = plainText(document.content);
  return { title: document.title, ...(text ? { description: text } : {}) };
}

/** '12 équipes : A, B, C.' */
function listed(names: readonly string[], one: string, many: string): PageFacts {
  if (names.length === 0) return {};
  return { description: `${names.length} ${plural(names.length, one, many)}${NNBSP}: ${names.join(', ')}.` };
}

/**
 * Each public page's description without data (`fallback`: also an archived season's, and the page's when a read
 * fails), and how it reads what matters on it now.
 */
export const PAGE_DESCRIPTIONS: Record<PublicPageId, { fallback: string; describe?: Describe }> = {
  home: {
    fallback: 'Le calendrier, les résultats, le classement et les équipes de la saison.',
    describe: homeFacts,
  },
  schedule: {
    fallback: `Le calendrier de la saison${NNBSP}: dates, heures, terrains et résultats des matchs.`,
    describe: nextMatches,
  },
  series: {
    fallback: `Les séries éliminatoires${NNBSP}: leurs matchs, leurs terrains et leurs pointages.`,
    describe: nextSeriesMatch,
  },
  seriesMatch: {
    fallback: `Un match des séries éliminatoires${NNBSP}: sa date, son terrain et son pointage.`,
    describe: seriesMatchFacts,
  },
  ranking: { fallback: 'Le classement de la saison, par division et poule.', describe: leaders },
  contact: { fallback: `Une question, une inscription, une commandite${NNBSP}? Écrivez à la ligue.` },
  sponsors: {
    fallback: 'Les commanditaires qui soutiennent la ligue.',
    describe: async ({ read }) => {
      const names = (await read('sponsors')).sponsors.map((sponsor) => sponsor.name);
      return names.length === 0 ? {} : { description: `Merci à nos commanditaires${NNBSP}: ${names.join(', ')}.` };
    },
  },
  teams: {
    fallback: 'Les équipes de la saison, par division et poule.',
    describe: async ({ read }) =>
      listed(
        (await read('teams')).teams.map((team) => team.name),
        'équipe',
        'équipes',
      ),
  },
  team: {
    fallback: `Une équipe de la ligue${NNBSP}: ses matchs, ses résultats et ses joueurs.`,
    describe: teamFacts,
  },
  fields: {
    fallback: 'Les terrains de la ligue et leur adresse.',
    describe: async ({ read }) =>
      listed(
        (await read('fields')).fields.map((field) => field.name),
        'terrain',
        'terrains',
      ),
  },
  rules: {
    fallback: 'Les règlements de la ligue.',
    // the page keeps its own title
    describe: async ({ read }) => ({ description: (await documentFacts(RULES_DOCUMENT_KEY, read)).description }),
  },
  freeAgents: {
    fallback: 'Les joueurs autonomes, sans équipe, qui veulent jouer cette saison.',
    describe: async ({ read }) => {
      const count = (await read('freeAgents')).players.length;
      if (count === 0) return {};
      const who = plural(count, 'joueur autonome cherche', 'joueurs autonomes cherchent');
      return { description: `${count} ${who} une équipe cette saison.` };
    },
  },
  resource: {
    fallback: 'Une page d’information de la ligue.',
    describe: ({ values, read }) => documentFacts(values.resourceName ?? '', read),
  },
};

export type { PublicPageId };
