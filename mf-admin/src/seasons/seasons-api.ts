import { api, formatFrenchDate } from '@league/shared';
import type { Archive, ArchiveSeasonResponse, EditArchive, Match } from '@league/shared/schemas';

export interface ArchiveRequest {
  name: string;
  startDate: string;
  stopDate: string;
  keepTeams: boolean;
}

/** The administrators' calls on seasons (spec §7 Logs and seasons). */
export const seasonsApi = {
  archives: () => api.get<{ archives: Archive[] }>('/api/seasons'),
  /** the current season's matches, to propose the archive's dates */
  schedule: () => api.get<{ schedule: Match[] }>('/api/schedule'),
  archive: (request: ArchiveRequest) => api.put<ArchiveSeasonResponse>('/api/seasons/add', request),
  edit: (edit: EditArchive) => api.post<{ success: true; archives: Archive[] }>('/api/seasons/edit-name', edit),
};

/** What is wrong with an archive's name and dates, in French, or null (the server checks again). */
export function archiveProblem({ name, startDate, stopDate }: Pick<ArchiveRequest, 'name' | 'startDate' | 'stopDate'>) {
  if (name.trim() === '') return "Le nom de l'archive ne peut être vide";
  if (name.trim() === 'current') return 'Ce nom est réservé à la saison courante';
  if (!startDate || !stopDate) return 'Choisissez les dates de début et de fin';
  if (stopDate < startDate) return 'La date de fin précède la date de début';
  return null;
}

/** A calendar day as people read it: '1 mai 2025' ('YYYY-MM-DD' read at noon UTC, so no zone shifts it). */
export function frenchDay(day: string): string {
  return day ? `${formatFrenchDate(`${day}T12:00:00Z`, 'dayMonth', 'UTC')} ${day.slice(0, 4)}` : day;
}
