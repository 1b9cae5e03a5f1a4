import { documentKey, isTemplateDocument, TEMPLATE_DOCUMENT_KEY, TEMPLATE_DOCUMENT_TITLE } from './document-key';

describe('documentKey', () => {
  it.each([
    ['Nouveau Document', 'nouveau_document'],
    ['Règlements  de la   ligue', 'règlements_de_la_ligue'],
    ['  Horaire\tdes\n matchs ', 'horaire_des_matchs'],
    ['FAQ', 'faq'],
    ['déjà_une_clé', 'déjà_une_clé'],
  ])('%j → %j', (title, key) => {
    expect(documentKey(title)).toBe(key);
  });

  it('maps the template title to the template key', () => {
    expect(documentKey(TEMPLATE_DOCUMENT_TITLE)).toBe(TEMPLATE_DOCUMENT_KEY);
  });

  it.each([
    ['Nouveau Document', true],
    ['  nouveau   DOCUMENT ', true],
    ['Nouveau Documents', false],
    ['Règlements', false],
  ])('isTemplateDocument(%j) is %s', (title, expected) => {
    expect(isTemplateDocument(title)).toBe(expected);
  });
});
