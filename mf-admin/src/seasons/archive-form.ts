import { archiveMessages, formatFrenchDate } from '@league/shared';
import type { ArchiveSeason } from '@league/shared/schemas';

/** What the archive step sends (PUT /api/seasons/add). */
export type ArchiveRequest = ArchiveSeason;

type NameAndDays = Pick<ArchiveRequest, 'name' | 'startDate' | 'stopDate'>;

export type FieldProblems = Partial<Record<keyof NameAndDays, string>>;

/** What is wrong with each of an archive's name and dates, in French (the server checks again). */
export function archiveFieldProblems({ name, startDate, stopDate }: NameAndDays): FieldProblems {
  const problems: FieldProblems = {};
  if (name.trim() === '') problems.name = archiveMessages.emptyName;
  else if (name.trim() === 'current') problems.name = archiveMessages.reservedName;
  if (!startDate) problems.startDate = archiveMessages.noStartDate;
  if (!stopDate) problems.stopDate = archiveMessages.noStopDate;
  else if (startDate && stopDate < startDate) problems.stopDate = archiveMessages.stopBeforeStart;
  return problems;
}

/** The first thing wrong with an archive's name and dates, or null. */
export function archiveProblem(form: NameAndDays): string | null {
  const problems = archiveFieldProblems(form);
  return problems.name ?? problems.startDate ?? problems.stopDate ?? null;
}

/** A calendar day as people read it: '1 mai 2025' ('YYYY-MM-DD' read at noon UTC, so no zone shifts it). */
export function frenchDay(day: string): string {
  return day ? `${formatFrenchDate(`${day}T12:00:00Z`, 'dayMonth', 'UTC')} ${day.slice(0, 4)}` : day;
}
