import { z } from 'zod';
import { loginBodySchema, registerBodySchema } from './accounts';
import { nameSchema } from './common';

const firstMessage = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe("zod's own messages are French once the schemas are loaded", () => {
  it.each([
    ['a text too long', z.string().max(3), 'abcd', '3 caractères au plus'],
    ['a text too short', z.string().min(8), 'abcd', '8 caractères au moins'],
    ['an empty text', z.string().min(1), '', 'Ce champ ne peut être vide'],
    ['a number too big', z.number().max(3), 4, 'Trop grand : nombre doit être <=3'],
    ['a number where text is expected', z.string(), 12, 'Entrée invalide : chaîne de caractères attendu, nombre reçu'],
    ['an invalid e-mail', z.email(), 'pas un courriel', 'adresse e-mail invalide'],
  ])('%s', (_case, schema, value, message) => {
    expect(firstMessage(schema, value)).toBe(message);
  });

  it('never answers in English, even for a limit a shared schema leaves to zod', () => {
    expect(firstMessage(nameSchema(5), 'un nom trop long')).toBe('5 caractères au plus');
  });

  it('keeps the fixed error messages as they are written', () => {
    expect(firstMessage(loginBodySchema, { username: '', password: 'x' })).toBe('Courriel manquant');
    expect(firstMessage(registerBodySchema.shape.username, undefined)).toBe('Courriel manquant');
  });
});
