import { nameSchema, textMessages, textSchema } from './common';

const name = nameSchema(20);
const text = textSchema(50);
const messagesOf = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('a name a person writes', () => {
  it.each([
    ['trimmed', '  Les Lions  ', 'Les Lions'],
    ['normalised to NFC', 'Ame\u0301lie', 'Amélie'],
    ['accents, apostrophes and dashes', "L'Équipe-Ô", "L'Équipe-Ô"],
    ['a name in another script', 'Дружба', 'Дружба'],
    ['an emoji', '⚾ Les Lions', '⚾ Les Lions'],
    ['a pair of surrogates (one emoji)', 'Lions \ud83e\udd81', 'Lions 🦁'],
    ['a zero-width joiner between visible characters', 'Jean\u200dPierre', 'Jean\u200dPierre'],
  ])('accepts %s', (_case, input, stored) => {
    expect(name.parse(input)).toBe(stored);
  });

  it.each([
    ['a right-to-left override', '\u202enimda\u202c', textMessages.bidi],
    ['a left-to-right embedding', 'a\u202ab', textMessages.bidi],
    ['a right-to-left isolate', '\u2067admin\u2069', textMessages.bidi],
    ['a first-strong isolate', 'a\u2068b', textMessages.bidi],
    ['a lone high surrogate', 'a\ud800b', textMessages.surrogate],
    ['a lone low surrogate', 'a\udc00b', textMessages.surrogate],
    ['surrogates in the wrong order', '\udc00\ud800', textMessages.surrogate],
    ['a NUL', 'a\u0000b', textMessages.control],
    ['a line break', 'Les\nLions', textMessages.control],
    ['a tab', 'Les\tLions', textMessages.control],
    ['an escape', '\u001b[31mrouge', textMessages.control],
    ['a C1 control', 'a\u0085b', textMessages.control],
    ['zero-width spaces only', '\u200b\u200b', textMessages.invisible],
    ['a zero-width joiner and a byte-order mark only', '\u200d\ufeff', textMessages.invisible],
    ['a Hangul filler only', '\u3164', textMessages.invisible],
    ['combining marks only', '\u0301\u0302', textMessages.invisible],
    ['spaces only', '   ', 'Ce nom ne peut être vide'],
    ['more than the limit', 'x'.repeat(21), '20 caractères au plus'],
  ])('refuses %s', (_case, input, message) => {
    expect(messagesOf(name.safeParse(input))).toContain(message);
  });
});

describe('a free text a person writes', () => {
  it.each([
    ['line breaks and tabs', 'Bonjour,\n\tà bientôt', 'Bonjour,\n\tà bientôt'],
    ['Windows line breaks, made plain', 'un\r\ndeux\rtrois', 'un\ndeux\ntrois'],
    ['nothing', '', ''],
    ['NFC', 'e\u0301te\u0301', 'été'],
  ])('accepts %s', (_case, input, stored) => {
    expect(text.parse(input)).toBe(stored);
  });

  it.each([
    ['a right-to-left override', 'merci \u202egnp.exe', textMessages.bidi],
    ['a pop directional isolate', 'a\u2069', textMessages.bidi],
    ['a lone surrogate', 'a\ud800b', textMessages.surrogate],
    ['a NUL', 'a\u0000b', textMessages.control],
    ['a bell', 'a\u0007b', textMessages.control],
    ['more than the limit', 'x'.repeat(51), '50 caractères au plus'],
  ])('refuses %s', (_case, input, message) => {
    expect(messagesOf(text.safeParse(input))).toContain(message);
  });
});
