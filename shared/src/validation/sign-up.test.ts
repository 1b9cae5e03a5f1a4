import { passwordMessages, passwordProblem, signUpProblem, PASSWORD_MIN_LENGTH } from './sign-up';
import { emailMessages } from './email';

describe('passwordProblem', () => {
  it.each<[string, string, string | null]>([
    ['empty', '', 'Mot de passe manquant'],
    ['7 characters', 'abcdefg', 'Le mot de passe doit contenir au moins 8 caractères'],
    ['8 characters', 'abcdefgh', null],
    ['7 characters, one an emoji (two UTF-16 units)', 'abcdef😀', passwordMessages.tooShort],
    ['200 characters', 'x'.repeat(200), null],
    ['201 characters', 'x'.repeat(201), passwordMessages.tooLong],
  ])('%s', (_case, password, expected) => {
    expect(passwordProblem(password)).toBe(expected);
  });

  it('demands 8 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
  });
});

describe('signUpProblem (in the order of the checks)', () => {
  const good = { username: 'membre@ligue.ca', password: 'secret123', confirmation: 'secret123' };

  it.each<[string, Partial<typeof good>, string | null]>([
    ['everything right', {}, null],
    [
      'everything empty: the username comes first',
      { username: '', password: '', confirmation: '' },
      'Courriel manquant',
    ],
    ['a bad e-mail before a missing password', { username: 'membre', password: '' }, emailMessages.oneAt],
    ['a missing password before a bad confirmation', { password: '', confirmation: 'x' }, 'Mot de passe manquant'],
    ['a short password before a bad confirmation', { password: 'short', confirmation: '' }, passwordMessages.tooShort],
    ['an empty confirmation', { confirmation: '' }, 'Les mots de passe ne correspondent pas'],
    ['a different confirmation', { confirmation: 'secret124' }, 'Les mots de passe ne correspondent pas'],
  ])('%s', (_case, change, expected) => {
    expect(signUpProblem({ ...good, ...change })).toBe(expected);
  });
});
