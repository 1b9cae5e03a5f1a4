import { englishWordsIn } from './french-words';
import { fieldNamed, NNBSP, ofTeam, theField, toTeam, withReason } from './french-text';

describe('team names after « de » and « à »', () => {
  it.each([
    ['Les Lynx de Pointe-Claire', 'des Lynx de Pointe-Claire', 'aux Lynx de Pointe-Claire'],
    ['Les Bernaches de Boucherville', 'des Bernaches de Boucherville', 'aux Bernaches de Boucherville'],
    ['Le Rocher', 'du Rocher', 'au Rocher'],
    ['La Meute', 'de la Meute', 'à la Meute'],
    ["L'Élan", 'de l’Élan', 'à l’Élan'],
    ['Anjou', 'd’Anjou', 'à Anjou'],
    ['Verdun', 'de Verdun', 'à Verdun'],
    ['Lestrade', 'de Lestrade', 'à Lestrade'],
  ])('%s → %s, %s', (team, of, to) => {
    expect([ofTeam(team), toTeam(team)]).toEqual([of, to]);
  });

  it('reads « Pointage des Lynx », not « de Les Lynx »', () => {
    expect(`Pointage ${ofTeam('Les Lynx de Pointe-Claire')}`).toBe('Pointage des Lynx de Pointe-Claire');
  });
});

describe('a field in a sentence', () => {
  it('says « Terrain » once: « Terrain Jarry », « Terrain du Moulin », never « Terrain Terrain »', () => {
    expect(fieldNamed('Jarry')).toBe('Terrain Jarry');
    expect(fieldNamed(' Terrain du Moulin ')).toBe('Terrain du Moulin');
    expect(fieldNamed('terrains Ahuntsic')).toBe('terrains Ahuntsic');
    expect(fieldNamed('Terrasse Mercier')).toBe('Terrain Terrasse Mercier');
  });

  it('after its article, says « terrain » once too, with « Le » at the start of a sentence', () => {
    expect(theField('Parc Jarry')).toBe('le terrain Parc Jarry');
    expect(theField(' Terrain du Moulin ', true)).toBe('Le Terrain du Moulin');
    expect(theField('Terrasse Mercier', true)).toBe('Le terrain Terrasse Mercier');
  });
});

describe('a message with its reason', () => {
  const failed = "Le match n'a pas pu être ajouté";

  it('puts the reason after a narrow no-break space and a colon', () => {
    expect(withReason(failed, 'Ce match existe déjà')).toBe(`${failed}${NNBSP}: Ce match existe déjà`);
  });

  it.each([
    ['no reason', undefined],
    ['a blank reason', '  '],
    ['the same message', failed],
  ])('says the message alone for %s', (_case, reason) => {
    expect(withReason(failed, reason)).toBe(failed);
  });

  it('says a reason that already starts with the message once', () => {
    const reason = `${failed}${NNBSP}: Ce match existe déjà`;
    expect(withReason(failed, reason)).toBe(reason);
  });
});

describe('English words', () => {
  it.each([
    ['Failed to remove match m1', ['failed', 'to', 'remove', 'match']],
    ['Could not load Team Info', ['could', 'not', 'load', 'team']],
    ['Invalid request', ['invalid', 'request']],
  ])('finds them in « %s »', (text, words) => {
    expect(englishWordsIn(text)).toEqual(words);
  });

  it.each([
    "Le match m1 n'a pas pu être supprimé",
    'Un lien de connexion a été envoyé à votre adresse courriel',
    'Requête invalide : le nom a 100 caractères au plus',
    'Identifiant de match invalide',
    'Le terrain Parc Jarry a 56 match(s) au calendrier',
    'Option invalide : une valeur parmi "match"|"series" attendue',
  ])('finds none in « %s »', (text) => {
    expect(englishWordsIn(text)).toEqual([]);
  });
});
