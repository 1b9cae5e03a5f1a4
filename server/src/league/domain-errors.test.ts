import { successSchema } from '@league/shared/schemas';
import { startTestApp } from '../test-support/test-app';
import { Conflict, Forbidden, Invalid, NotFound, Unauthenticated, Unavailable } from './domain-errors';

describe('domain errors', () => {
  it.each([
    [new Invalid('Valeur refusée'), 400],
    [new Unauthenticated('Lien expiré'), 401],
    [new Forbidden('Interdit ici'), 403],
    [new NotFound('Équipe introuvable'), 404],
    [new Conflict('Déjà pris'), 409],
  ])('%s answers %i with its French message in the JSON error shape', async (error, status) => {
    const test = await startTestApp();
    test.app.get('/api/test-domain-error', { schema: { response: { 200: successSchema } } }, async () => {
      throw error;
    });
    const response = await test.app.inject({ url: '/api/test-domain-error' });
    await test.close();
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ success: false, error: error.message });
  });

  it('Unavailable answers 502, its detail kept for the log', async () => {
    expect(new Unavailable('Courriel non envoyé').statusCode).toBe(502);
  });
});
