import { DEFAULT_POOL_LABEL, messages } from '@league/shared';
import { joinYearProblem } from '@league/shared/validation';
import type { Team } from '@league/shared/schemas';
import { appendImages, type ImageChoices } from '../editors/image-file';
import { fieldErrorsOf, type FieldErrors } from '../lists/field-errors';

/** The rules of the add/edit team dialog, without React, tested by table. */
export const teamEditorLabels = {
  addTitle: 'Ajouter une équipe',
  editTitle: (name: string) => `Modifier l’équipe ${name}`,
  name: 'Nom',
  division: 'Division',
  chooseDivision: 'Choisir une division',
  newDivision: 'Nouvelle division',
  pool: 'Poule',
  newPool: 'Nouvelle poule',
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

/** When the division changes, the pool becomes the first pool of that division ('N/A' when it has none). */
export function poolAfterDivisionChange(teams: readonly Team[], division: string): string {
  return poolChoices(teams, division)[1] ?? DEFAULT_POOL_LABEL;
}

/** The fields left empty that the form requires: the division and the name. */
export function missingTeamFields(draft: TeamDraft): (keyof TeamDraft)[] {
  return (['name', 'division'] as const).filter((field) => draft[field].trim() === '');
}

/** The fields the dialog shows, whose problems (its own checks, the server's reasons) sit beside them. */
export const teamFields = (withJoinYear: boolean): (keyof TeamDraft)[] =>
  withJoinYear ? ['name', 'division', 'pool', 'join'] : ['name', 'division', 'pool'];

/** What is wrong before sending, beside each field: the join year, when the league shows it. */
export function teamProblems(draft: TeamDraft, withJoinYear: boolean): FieldErrors {
  const join = withJoinYear ? joinYearProblem(draft.join) : null;
  return join === null ? {} : { join };
}

/** A refusal's reasons for the fields the dialog shows (a name already taken, a join year): the rest is said above. */
export function teamFieldErrors(error: unknown, withJoinYear: boolean): FieldErrors {
  const shown: string[] = teamFields(withJoinYear);
  return Object.fromEntries(Object.entries(fieldErrorsOf(error, 'name')).filter(([field]) => shown.includes(field)));
}

/** The multipart form: the team fields ('N/A' sent as no pool), the files and their names. */
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

/**
 * The catalogue's message, then the server's reason (an image refused) unless that reason is shown beside its field
 * (null: a name already taken).
 */
export function teamFailure(isNew: boolean, reason: string | null): string {
  const failed = isNew ? messages.teamAddFailed : messages.teamEditFailed;
  return reason === null ? failed : `${failed}\u202f: ${reason}`;
}
