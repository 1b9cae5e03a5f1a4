import { DEFAULT_POOL_LABEL, messages } from '@league/shared';
import type { Team } from '@league/shared/schemas';
import { appendImages, type ImageChoices } from '../editors/image-file';

/** The rules of the add/edit team dialog (spec §2, §5), without React, tested by table. */
export const teamEditorLabels = {
  addTitle: 'Ajouter une équipe',
  editTitle: (name: string) => `Modifier l’équipe ${name}`,
  name: 'Nom',
  division: 'Division',
  pool: 'Poule',
  colour: 'Couleur',
  chooseColour: 'Choisir la couleur',
  join: 'Année d’adhésion',
  logo: 'Logo',
  picture: 'Photo',
  added: (name: string) => `Équipe ${name} ajoutée`,
  saved: (name: string) => `Équipe ${name} enregistrée`,
  unknownTeam: 'Cette équipe n’existe plus.',
} as const;

export interface TeamDraft {
  name: string;
  division: string;
  pool: string;
  color: string;
  join: string;
}

export const newTeamDraft = (): TeamDraft => ({
  name: '',
  division: '',
  pool: DEFAULT_POOL_LABEL,
  color: '#000000',
  join: '',
});

export function teamDraftOf(team: Team): TeamDraft {
  return {
    name: team.name,
    division: team.division,
    pool: team.pool === '' ? DEFAULT_POOL_LABEL : team.pool,
    color: team.color,
    join: team.join === null ? '' : String(team.join),
  };
}

const sortedUnique = (values: string[]) =>
  [...new Set(values.filter((value) => value !== ''))].sort((a, b) => a.localeCompare(b, 'fr'));

/** The divisions the league's teams use. */
export const divisionsOf = (teams: readonly Team[]) => sortedUnique(teams.map((team) => team.division));

/** The pools of a division, in order; 'N/A' (no pool) is always offered first. */
export function poolChoices(teams: readonly Team[], division: string): string[] {
  const pools = sortedUnique(teams.filter((team) => team.division === division).map((team) => team.pool));
  return [DEFAULT_POOL_LABEL, ...pools];
}

/** Spec §5: when the division changes, the pool becomes the first pool of that division ('N/A' when it has none). */
export function poolAfterDivisionChange(teams: readonly Team[], division: string): string {
  return poolChoices(teams, division)[1] ?? DEFAULT_POOL_LABEL;
}

/** The fields left empty that the form requires: the division (spec §5) and the name. */
export function missingTeamFields(draft: TeamDraft): (keyof TeamDraft)[] {
  return (['name', 'division'] as const).filter((field) => draft[field].trim() === '');
}

/** The multipart form of spec §7: the team fields ('N/A' sent as no pool), the files and their names. */
export function teamFormData(draft: TeamDraft, images: ImageChoices, withJoinYear: boolean): FormData {
  const form = new FormData();
  form.append('name', draft.name.trim());
  form.append('division', draft.division.trim());
  form.append('pool', draft.pool.trim() === DEFAULT_POOL_LABEL ? '' : draft.pool.trim());
  form.append('color', draft.color);
  if (withJoinYear) form.append('join', draft.join.trim());
  appendImages(form, images);
  return form;
}

/** The spec §8 message, then the server's reason (a name already taken, an image refused). */
export const teamFailure = (isNew: boolean, reason: string) =>
  `${isNew ? messages.teamAddFailed : messages.teamEditFailed} : ${reason}`;
