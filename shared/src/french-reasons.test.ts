import { ApiError } from './api/client';
import { failureText, fieldProblems } from './french-reasons';
import { NNBSP } from './french-text';
import { NETWORK_FAILURE } from './write/error-text';

const ADD_FAILED = "L'équipe n'a pas pu être ajoutée";
const tooLong = new ApiError(400, 'Requête invalide', [{ path: 'body.name', message: '100 caractères au plus' }]);

describe('a failed call, said once', () => {
  it('puts the server’s reason after the message', () => {
    const taken = new ApiError(409, 'Une équipe porte déjà le nom « Les Lynx »');
    expect(failureText(ADD_FAILED, taken)).toBe(`${ADD_FAILED}${NNBSP}: Une équipe porte déjà le nom « Les Lynx »`);
  });

  it('does not repeat a message the server already said', () => {
    const again = new ApiError(409, `${ADD_FAILED}${NNBSP}: Ce nom existe déjà`);
    expect(failureText(ADD_FAILED, again)).toBe(`${ADD_FAILED}${NNBSP}: Ce nom existe déjà`);
    expect(failureText(ADD_FAILED, new ApiError(409, ADD_FAILED))).toBe(ADD_FAILED);
  });

  it('leaves out the problems shown beside their field', () => {
    expect(failureText(ADD_FAILED, tooLong, ['name'])).toBe(ADD_FAILED);
  });

  it('keeps a problem no field shows', () => {
    expect(failureText(ADD_FAILED, tooLong, ['color'])).toBe(
      `${ADD_FAILED}${NNBSP}: Requête invalide${NNBSP}: 100 caractères au plus`,
    );
  });

  it('says the server did not answer', () => {
    expect(failureText(ADD_FAILED, new TypeError('Failed to fetch'))).toBe(`${ADD_FAILED}${NNBSP}: ${NETWORK_FAILURE}`);
  });
});

describe('problems beside their field', () => {
  it('gives each shown field its first problem', () => {
    const twice = new ApiError(400, 'Requête invalide', [
      ...tooLong.issues,
      { path: 'body.name', message: 'Nom manquant' },
      { path: 'body.other', message: 'Inconnu' },
    ]);
    expect(fieldProblems(twice, ['name', 'color'])).toEqual({ name: '100 caractères au plus' });
  });

  it('has none for a failure without an answer', () => {
    expect(fieldProblems(new Error('x'), ['name'])).toEqual({});
  });
});
