/**
 * English words that a French sentence never holds, to catch a message left in English ('Failed to add field',
 * 'Could not load Team Info', 'Invalid request'). 'match' is French too (« le match »): it counts as English only
 * when no French determiner or number stands before it ('Failed to remove match m1', not 'Le match m1').
 */
const ENGLISH = new Set(
  (
    'the was were is are be been could would should not no failed fail to from for of in into with without ' +
    'add added remove removed delete deleted edit edited update updated create created send sent load fetch ' +
    'retrieve unable cannot can do does did team teams player players field fields timeslot sponsor backup ' +
    'invalid error unknown request required missing please password email address login logged found ' +
    'denied forbidden unauthorized allowed too body expected received must this that your you'
  ).split(' '),
);
const FRENCH_DETERMINERS = new Set(
  'le du au un ce cet de des les aux chaque votre notre leur son ton mon quel premier dernier prochain'.split(' '),
);

/**
 * The English words of `text` ('Failed to add field' → ['failed', 'to', 'add', 'field']), outside `{placeholders}`
 * and "quoted" values, which name code values as they are ('une valeur parmi "match"|"series" attendue').
 */
export function englishWordsIn(text: string): string[] {
  const words =
    text
      .replace(/\{\w+\}|"[^"]*"/g, ' ')
      .toLowerCase()
      .match(/[\p{L}\p{N}']+/gu) ?? [];
  return words.filter((word, index) => {
    if (ENGLISH.has(word)) return true;
    const before = words[index - 1] ?? '';
    return word === 'match' && !FRENCH_DETERMINERS.has(before) && !/^\d+$/.test(before);
  });
}
