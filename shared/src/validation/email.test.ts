import { emailMessages, emailProblem, isValidEmail, normalizeEmail } from './email';

const { missing, oneAt, localTooLong, domainTooLong, labelTooLong, invalid } = emailMessages;
const a = (n: number) => 'a'.repeat(n);
/** Four labels: three of 63 and one of `last` letters, then '.ca' — 63*3 + last + 2 + 4 dots. */
const domainOf = (length: number) => `${a(63)}.${a(63)}.${a(63)}.${a(length - 63 * 3 - 2 - 4)}.ca`;

describe('emailProblem', () => {
  it.each<[string, string, string | null]>([
    ['a plain address', 'membre@ligue.test', null],
    ['sub-domains', 'jean.tremblay@mail.ligue.qc.ca', null],
    ['capitals', 'Jean.Tremblay@Ligue.CA', null],
    ['every special character of the local part', "a!#$%&'*+/=?^_`{|}~-b@ligue.ca", null],
    ['a hyphen inside a label', 'x@ma-ligue.ca', null],
    ['a one-character label', 'x@q.ca', null],
    ['one-character labels everywhere but the top level', 'x@a.b.ca', null],
    ['a top-level domain ending with a digit', 'x@ligue.ca1', invalid],
    ['a top-level domain starting with a digit', 'x@ligue.1ca', invalid],
    ['digits in labels', 'x1@2ligue3.ca', null],
    ['surrounding spaces (trimmed)', '  membre@ligue.ca  ', null],
    ['64 characters before @', `${a(64)}@ligue.ca`, null],
    ['65 characters before @', `${a(65)}@ligue.ca`, localTooLong],
    ['a 63-character label', `x@${a(63)}.ca`, null],
    ['a 64-character label', `x@${a(64)}.ca`, labelTooLong],
    ['a 255-character domain', `x@${domainOf(255)}`, null],
    ['a 256-character domain', `x@${domainOf(256)}`, domainTooLong],
    ['empty', '', missing],
    ['only spaces', '   ', missing],
    ['no @', 'membre.ligue.ca', oneAt],
    ['two @', 'membre@ligue@ligue.ca', oneAt],
    ['nothing before @', '@ligue.ca', invalid],
    ['nothing after @', 'membre@', invalid],
    ['a leading dot', '.membre@ligue.ca', invalid],
    ['a trailing dot before @', 'membre.@ligue.ca', invalid],
    ['a double dot in the local part', 'jean..tremblay@ligue.ca', invalid],
    ['a double dot in the domain', 'x@ligue..ca', invalid],
    ['a domain with a trailing dot', 'x@ligue.ca.', invalid],
    ['a single-label domain', 'x@localhost', invalid],
    ['a label starting with a hyphen', 'x@-ligue.ca', invalid],
    ['a label ending with a hyphen', 'x@ligue-.ca', invalid],
    ['a one-letter top-level domain', 'x@ligue.c', invalid],
    ['a numeric top-level domain', 'x@ligue.123', invalid],
    ['an accented local part', 'rené@ligue.ca', invalid],
    ['an accented domain', 'x@équipe.ca', invalid],
    ['a space inside', 'jean tremblay@ligue.ca', invalid],
    ['a space in the domain', 'x@ligue .ca', invalid],
    ['a comma', 'x,y@ligue.ca', invalid],
    ['an underscore in the domain', 'x@ma_ligue.ca', invalid],
  ])('%s: %j', (_case, value, expected) => {
    expect(emailProblem(value)).toBe(expected);
    expect(isValidEmail(value)).toBe(expected === null);
  });

  it('builds the limit domains at the intended lengths', () => {
    expect(domainOf(255)).toHaveLength(255);
    expect(domainOf(256)).toHaveLength(256);
  });

  it('checks the lengths before the pattern, in spec order', () => {
    expect(emailProblem(`${a(65)}@${a(64)}.c`)).toBe(localTooLong);
    expect(emailProblem(`x@${a(64)}.c`)).toBe(labelTooLong);
  });

  it('gives every refusal in French from the catalogue where the spec has one', () => {
    expect(missing).toBe('Courriel manquant');
  });
});

describe('normalizeEmail', () => {
  it.each([
    ['  Jean.Tremblay@Ligue.CA ', 'jean.tremblay@ligue.ca'],
    ['membre@ligue.test', 'membre@ligue.test'],
  ])('%j → %j', (value, expected) => {
    expect(normalizeEmail(value)).toBe(expected);
  });
});
