import { messages } from '@league/shared';
import { emailMessages, passwordMessages } from '@league/shared/validation';
import { accountChanges, NOTHING_TO_SAVE, preferencesProblem, type PreferenceFields } from './preferences-rules';

const filled: PreferenceFields = { name: 'Marie', username: 'marie@ligue.test', password: '', confirmation: '' };

describe('preferences rules', () => {
  it.each([
    ['name and e-mail only', {}, false, null],
    ['a reset required and no password', {}, true, messages.passwordResetRequired],
    ['a reset required and a new password', { password: 'nouveau123', confirmation: 'nouveau123' }, true, null],
    [
      'a confirmation that differs',
      { password: 'nouveau123', confirmation: 'nouveau12' },
      false,
      'Les mots de passe ne correspondent pas',
    ],
    ['a confirmation with no password', { confirmation: 'x' }, false, messages.passwordMismatch],
    ['a password too short', { password: 'court', confirmation: 'court' }, false, passwordMessages.tooShort],
    ['an invalid e-mail', { username: 'marie@' }, false, emailMessages.invalid],
    ['every field empty', { name: ' ', username: '' }, false, NOTHING_TO_SAVE],
  ])('%s → %p', (_case, change, mustReset, expected) => {
    expect(preferencesProblem({ ...filled, ...change }, mustReset)).toBe(expected);
  });

  it.each([
    [
      'every field given',
      { password: 'nouveau123' },
      { name: 'Marie', username: 'marie@ligue.test', password: 'nouveau123' },
    ],
    ['an empty password left out', {}, { name: 'Marie', username: 'marie@ligue.test' }],
    ['an empty name left out', { name: '  ' }, { username: 'marie@ligue.test' }],
    ['an empty e-mail left out', { username: '', name: ' Marie M. ' }, { name: 'Marie M.' }],
  ])('sends only non-empty fields: %s', (_case, change, expected) => {
    expect(accountChanges({ ...filled, ...change })).toEqual(expected);
  });
});
