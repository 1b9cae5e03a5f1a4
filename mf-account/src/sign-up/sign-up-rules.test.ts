import { messages } from '@league/shared';
import { NAME_MISSING, signUpFormProblem } from './sign-up-rules';

const valid = { name: 'Marie', username: 'marie@ligue.test', password: 'secret123', confirmation: 'secret123' };
const labels63 = ['a', 'b', 'c'].map((letter) => letter.repeat(63)).join('.');
/** A domain of `length` characters whose labels all stay within 63. */
const domainOf = (length: number) => `${labels63}.${'d'.repeat(length - 195)}.ca`;

describe('sign-up rules', () => {
  it.each([
    ['all fields given', {}, null],
    ['no e-mail', { username: '' }, messages.emailMissing],
    ['blank e-mail', { username: '   ' }, messages.emailMissing],
    ['no password', { password: '', confirmation: '' }, messages.passwordMissing],
    ['a different confirmation', { confirmation: 'secret124' }, messages.passwordMismatch],
    ['an empty confirmation', { confirmation: '' }, messages.passwordMismatch],
    ['the e-mail checked before the password', { username: '', password: '' }, messages.emailMissing],
    ['no name', { name: ' ' }, NAME_MISSING],
  ])('%s → %p', (_case, change, expected) => {
    expect(signUpFormProblem({ ...valid, ...change })).toBe(expected);
  });

  it('builds test domains of the intended length', () => {
    expect([domainOf(255).length, domainOf(256).length]).toEqual([255, 256]);
  });

  it.each([
    ['a local part of 64', `${'a'.repeat(64)}@ligue.test`, true],
    ['a local part of 65', `${'a'.repeat(65)}@ligue.test`, false],
    ['a domain of 255', `a@${domainOf(255)}`, true],
    ['a domain of 256', `a@${domainOf(256)}`, false],
    ['a label of 63', `a@${'l'.repeat(63)}.ca`, true],
    ['a label of 64', `a@${'l'.repeat(64)}.ca`, false],
    ['two @', 'a@b@ligue.test', false],
    ['no @', 'ligue.test', false],
    ['no top-level domain', 'a@ligue', false],
    ['a space inside', 'ma rie@ligue.test', false],
  ])('an e-mail with %s is accepted: %p', (_case, username, accepted) => {
    expect(signUpFormProblem({ ...valid, username }) === null).toBe(accepted);
  });
});
