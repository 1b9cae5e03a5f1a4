import { ApiError } from '@league/shared';
import { JOIN_YEAR_PROBLEM } from '@league/shared/validation';
import type { Team } from '@league/shared/schemas';
import { imageFileProblem, imageMessages, IMAGE_MAX_BYTES } from '../editors/image-file';
import { submitLabel } from '../editors/submit-row';
import {
  missingTeamFields,
  newTeamDraft,
  poolAfterDivisionChange,
  poolChoices,
  teamFieldErrors,
  teamFormData,
  teamProblems,
} from './team-form';

const team = (name: string, division: string, pool: string) =>
  ({ _id: name, name, division, pool, color: '#000000', join: null, logo: null, picture: null }) as Team;
const TEAMS = [team('a', 'A', 'Est'), team('b', 'A', 'Ouest'), team('c', 'B', ''), team('d', 'A', 'Est')];

describe('the team dialog rules', () => {
  it.each([
    ['A', 'Est'],
    ['B', 'N/A'],
    ['Nouvelle', 'N/A'],
  ])('a division changed to %s resets the pool to %s (its first pool)', (division, pool) => {
    expect(poolAfterDivisionChange(TEAMS, division)).toBe(pool);
  });

  it("offers 'N/A' then the division's pools", () => {
    expect(poolChoices(TEAMS, 'A')).toEqual(['N/A', 'Est', 'Ouest']);
  });

  it.each([
    [{ name: 'Les Lions', division: '' }, ['division']],
    [{ name: '', division: 'A' }, ['name']],
    [{ name: 'Les Lions', division: '  ' }, ['division']],
    [{ name: 'Les Lions', division: 'A' }, []],
  ])('%j misses %j', (fields, missing) => {
    expect(missingTeamFields({ ...newTeamDraft(), ...fields })).toEqual(missing);
  });

  it('checks the join year only when the league shows it', () => {
    const draft = { ...newTeamDraft(), name: 'Les Lions', division: 'A', join: '3050' };
    expect(teamProblems(draft, true)).toEqual({ join: JOIN_YEAR_PROBLEM });
    expect(teamProblems(draft, false)).toEqual({});
    expect(teamProblems({ ...draft, join: '2019' }, true)).toEqual({});
  });

  it('puts beside the fields the refusals about the fields the dialog shows, a name already taken too', () => {
    const refused = new ApiError(400, 'Requête invalide', [
      { path: 'body.join', message: 'Année invalide' },
      { path: 'body.color', message: 'Couleur invalide (#rrggbb)' },
    ]);
    expect(teamFieldErrors(refused, true)).toEqual({ join: 'Année invalide' });
    expect(teamFieldErrors(refused, false)).toEqual({});
    const taken = new ApiError(409, 'Une équipe porte déjà ce nom');
    expect(teamFieldErrors(taken, false)).toEqual({ name: 'Une équipe porte déjà ce nom' });
  });

  it("sends the pool 'N/A' as empty, and the join year only when the league shows it", () => {
    const draft = { ...newTeamDraft(), name: 'Les Lions', division: 'A', pool: 'N/A', join: '2020' };
    const shown = Object.fromEntries(teamFormData(draft, { logo: null, picture: null }, true));
    expect(shown).toEqual({ name: 'Les Lions', division: 'A', pool: '', color: '#000000', join: '2020' });
    const hidden = Object.fromEntries(teamFormData(draft, { logo: null, picture: null }, false));
    expect(hidden).not.toHaveProperty('join');
  });

  it.each([
    [undefined, 'Ajouter'],
    ['team-1', 'Enregistrer'],
  ])('the button of a team with id %j reads %s', (id, label) => {
    expect(submitLabel(id)).toBe(label);
  });

  it.each([
    ['logo.png', 10, null],
    ['logo.JPG', 10, null],
    ['logo.jpeg', 10, null],
    ['logo.svg', 10, null],
    ['logo.gif', 10, imageMessages.type],
    ['logo.webp', 10, imageMessages.type],
    ['logo', 10, imageMessages.type],
    ['photo.jpg', IMAGE_MAX_BYTES + 1, imageMessages.tooLarge],
  ])('an image named %s of %i bytes: %j', (name, size, problem) => {
    expect(imageFileProblem({ name, size })).toBe(problem);
  });
});
