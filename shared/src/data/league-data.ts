import { call } from '../api/call';
import { createStore, readOnly } from '../bus/store';
import { requestStatus, setRequestStatus } from '../bus/stores';
import { CURRENT_SEASON } from '../constants';
import { messages } from '../messages';
import { readLeague, seasonQuery } from './league-read';
import { seasonRanking } from '../contract/rankings';
import { resources as resourceList } from '../contract/resources';
import { seasons } from '../contract/seasons';
import { sponsors as sponsorList } from '../contract/sponsors';
import { teams as teamList } from '../contract/teams';
import type { Archive, Resource, Sponsor, Team } from '../schemas/entities';

/**
 * What the shell loads when the site becomes ready, kept for every remote to read. The schedule is not
 * in it: a page reads the part it shows (data/schedule-read.ts); the menu only needs to know whether it is empty.
 */
export interface LeagueData {
  season: string;
  teams: Team[];
  /** the season has no match (the season standings' `matchCount`) */
  scheduleEmpty: boolean;
  sponsors: Sponsor[];
  rankingProvisional: boolean;
  resources: Pick<Resource, 'name' | 'title'>[];
  archives: Archive[];
}

const EMPTY: LeagueData = {
  season: CURRENT_SEASON,
  teams: [],
  scheduleEmpty: true,
  sponsors: [],
  rankingProvisional: true,
  resources: [],
  archives: [],
};

const data = createStore<LeagueData>(EMPTY);
export const leagueDataStore = readOnly(data);
/** The season whose league data came with the page (a server-rendered page): its first load is not needed. */
let seededSeason: string | null = null;

/** League data already read, e.g. embedded in a server-rendered page: the shell's first load skips it. */
export function seedLeagueData(seeded: LeagueData): void {
  data.set(seeded);
  seededSeason = seeded.season;
  setRequestStatus('teams', 'done');
  setRequestStatus('archives', 'done');
}

/**
 * Loads teams, sponsors and the season ranking (a failure: 'Could not load Team Info'), then the
 * information pages and archives for the menus (a failure there leaves those lists empty, with their message).
 */
export async function loadLeagueData(season = CURRENT_SEASON): Promise<void> {
  const seeded = seededSeason === season;
  seededSeason = null;
  if (seeded) return;
  const query = seasonQuery(season);
  // Read again for the season shown (after a change, or a live update): its pages stay on screen, as a page's own
  // reads do, rather than give way to a spinner and lose the reader's place (docs/architecture.md#live).
  const shown = data.get().season === season && ['done', 'stale'].includes(requestStatus('teams').status);
  setRequestStatus('teams', shown ? 'stale' : 'loading');
  try {
    const [teams, sponsors, ranking] = await Promise.all([
      call(teamList, { query }),
      call(sponsorList),
      // through the pages' read cache: the standings page then shows this answer instead of asking again
      readLeague('seasonRanking', season, () => call(seasonRanking, { query })),
    ]);
    data.update((current) => ({
      ...current,
      season,
      teams: teams.teams,
      scheduleEmpty: ranking.matchCount === 0,
      sponsors: sponsors.sponsors,
      rankingProvisional: ranking.provisional,
    }));
    setRequestStatus('teams', 'done');
  } catch {
    setRequestStatus('teams', 'error', messages.teamInfoLoadFailed);
  }
  await Promise.all([loadResources(), loadArchives()]);
}

async function loadResources() {
  try {
    const { resources } = await call(resourceList, {}, { noCache: true });
    data.update((current) => ({ ...current, resources }));
  } catch {
    setRequestStatus('resources', 'error', messages.resourceListFailed);
  }
}

async function loadArchives() {
  try {
    const { archives } = await call(seasons);
    data.update((current) => ({ ...current, archives }));
    setRequestStatus('archives', 'done');
  } catch {
    setRequestStatus('archives', 'error', messages.archivesFailed);
  }
}
