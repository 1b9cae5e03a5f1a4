/** The title that stands for the template of a new information page. */
export const TEMPLATE_DOCUMENT_TITLE = 'Nouveau Document';
export const TEMPLATE_DOCUMENT_KEY = 'nouveau_document';

/** A document title becomes its key by trimming, lowercasing and turning each run of spaces into '_'. */
export function documentKey(title: string): string {
  return title.trim().toLowerCase().replace(/\s+/g, '_');
}

export function isTemplateDocument(title: string): boolean {
  return documentKey(title) === TEMPLATE_DOCUMENT_KEY;
}
