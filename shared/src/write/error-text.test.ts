import { ApiError } from '../api/client';
import { errorText, NETWORK_FAILURE } from './error-text';

describe('errorText', () => {
  it('shows the server message as it is', () => {
    expect(errorText(new ApiError(401, 'Courriel ou mot de passe invalide'))).toBe('Courriel ou mot de passe invalide');
  });

  it('adds the field problems of a refused request', () => {
    const error = new ApiError(400, 'Requête invalide', [
      { path: 'body.name', message: 'Ce nom ne peut être vide' },
      { path: 'body.password', message: 'Le mot de passe doit contenir au moins 8 caractères' },
    ]);
    expect(errorText(error)).toBe(
      'Requête invalide\u202f: Ce nom ne peut être vide\u202f; Le mot de passe doit contenir au moins 8 caractères',
    );
  });

  it('gives a French general message for a network failure (the write kit logs the detail)', () => {
    expect(errorText(new TypeError('Failed to fetch'))).toBe(NETWORK_FAILURE);
  });
});
