import type { Match } from '../schemas/entities';
import { isInDateRange, WHOLE_SEASON, type DateRangeFilter } from './date-ranges';

/** The schedule's filter set. An empty list means "all": nothing is filtered on that criterion. */
export interface ScheduleFilterSet {
  fieldNamesFilter: readonly string[];
  teamNamesFilter: readonly string[];
  divisionsFilter: readonly string[];
  /** only the cancelled matches */
  cancelledFilter: boolean;
  dateRangeFilter: DateRangeFilter;
  /** one round (week of the season) or all of them */
  roundFilter: number | null;
}

export const NO_SCHEDULE_FILTER: ScheduleFilterSet = {
  fieldNamesFilter: [],
  teamNamesFilter: [],
  divisionsFilter: [],
  cancelledFilter: false,
  dateRangeFilter: WHOLE_SEASON,
  roundFilter: null,
};

/** The sections of the filters dialog. */
export type FilterSection = 'date' | 'fields' | 'teams' | 'divisions';
/** The sections that choose among names, and so can be inverted. */
export type ChoiceSection = Exclude<FilterSection, 'date'>;

const LIST_OF: Record<ChoiceSection, 'fieldNamesFilter' | 'teamNamesFilter' | 'divisionsFilter'> = {
  fields: 'fieldNamesFilter',
  teams: 'teamNamesFilter',
  divisions: 'divisionsFilter',
};

export function selectedIn(filters: ScheduleFilterSet, section: ChoiceSection): readonly string[] {
  return filters[LIST_OF[section]];
}

/** Checks or unchecks one name of a section. */
export function toggleChoice(filters: ScheduleFilterSet, section: ChoiceSection, name: string): ScheduleFilterSet {
  const list = selectedIn(filters, section);
  const next = list.includes(name) ? list.filter((item) => item !== name) : [...list, name];
  return { ...filters, [LIST_OF[section]]: next };
}

/** Checks the names that were not checked, and unchecks the others, among the section's `choices`. */
export function invertSection(
  filters: ScheduleFilterSet,
  section: ChoiceSection,
  choices: readonly string[],
): ScheduleFilterSet {
  const list = selectedIn(filters, section);
  return { ...filters, [LIST_OF[section]]: choices.filter((choice) => !list.includes(choice)) };
}

/** Back to "all" for one section (the date section returns to the whole season). */
export function resetSection(filters: ScheduleFilterSet, section: FilterSection): ScheduleFilterSet {
  if (section === 'date') return { ...filters, dateRangeFilter: NO_SCHEDULE_FILTER.dateRangeFilter };
  return { ...filters, [LIST_OF[section]]: [] };
}

export function isSectionActive(filters: ScheduleFilterSet, section: FilterSection): boolean {
  if (section === 'date') return filters.dateRangeFilter[2] !== NO_SCHEDULE_FILTER.dateRangeFilter[2];
  return selectedIn(filters, section).length > 0;
}

export function hasActiveFilter(filters: ScheduleFilterSet): boolean {
  return (
    (['date', 'fields', 'teams', 'divisions'] as const).some((section) => isSectionActive(filters, section)) ||
    filters.cancelledFilter ||
    filters.roundFilter !== null
  );
}

const passes = (list: readonly string[], ...values: string[]) =>
  list.length === 0 || values.some((value) => list.includes(value));

/** Whether a match shows under the filter set: every criterion must let it through. */
export function matchPassesFilters(filters: ScheduleFilterSet, match: Match): boolean {
  return (
    passes(filters.fieldNamesFilter, match.field) &&
    passes(filters.teamNamesFilter, match.homeTeam, match.awayTeam) &&
    passes(filters.divisionsFilter, match.division) &&
    (!filters.cancelledFilter || match.status === 'cancelled') &&
    (filters.roundFilter === null || match.round === filters.roundFilter) &&
    isInDateRange(filters.dateRangeFilter, Date.parse(match.date))
  );
}

export function applyScheduleFilters(filters: ScheduleFilterSet, matches: readonly Match[]): Match[] {
  return matches.filter((match) => matchPassesFilters(filters, match));
}

export interface FilterChoices {
  fields: readonly string[];
  teams: readonly string[];
  divisions: readonly string[];
  rounds: readonly number[];
}

/** Drops the names and the round the league does not know (an old or hand-written address). */
export function keepKnownChoices(filters: ScheduleFilterSet, choices: FilterChoices): ScheduleFilterSet {
  const known = (list: readonly string[], names: readonly string[]) => list.filter((name) => names.includes(name));
  return {
    ...filters,
    fieldNamesFilter: known(filters.fieldNamesFilter, choices.fields),
    teamNamesFilter: known(filters.teamNamesFilter, choices.teams),
    divisionsFilter: known(filters.divisionsFilter, choices.divisions),
    roundFilter: choices.rounds.find((round) => round === filters.roundFilter) ?? null,
  };
}

const byFrenchName = (a: string, b: string) => a.localeCompare(b, 'fr');

/** What the dialog offers: the league's teams and divisions, and the fields and rounds of its schedule. */
export function filterChoicesOf(
  teams: readonly { name: string; division: string }[],
  matches: readonly Match[],
): FilterChoices {
  const teamNames = new Set(teams.map((team) => team.name));
  const divisions = new Set(teams.map((team) => team.division));
  const fields = new Set<string>();
  const rounds = new Set<number>();
  for (const match of matches) {
    teamNames.add(match.homeTeam).add(match.awayTeam);
    divisions.add(match.division);
    fields.add(match.field);
    if (match.round !== null) rounds.add(match.round);
  }
  return {
    teams: [...teamNames].sort(byFrenchName),
    divisions: [...divisions].filter((division) => division !== '').sort(byFrenchName),
    fields: [...fields].sort(byFrenchName),
    rounds: [...rounds].sort((a, b) => a - b),
  };
}
