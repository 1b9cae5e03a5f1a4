import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateXML } from 'xmllint-wasm';

/** The sitemaps.org 0.9 schema, written beside this file (sitemap-0.9.xsd says where it comes from). */
const SCHEMA = { fileName: 'sitemap.xsd', contents: readFileSync(join(__dirname, 'sitemap-0.9.xsd'), 'utf8') };

/**
 * What libxml2's xmllint (compiled to WebAssembly, run in a worker thread: nothing native, nothing fetched) says of
 * each document validated against the sitemaps.org 0.9 XML Schema, in one run: for each, an empty list when it is
 * well-formed and valid, else its lines (« sitemap-0.xml:3: Schemas validity error : Element '{…}lastmod': This
 * element is not expected… », « sitemap-1.xml:3: parser error : EntityRef: expecting ';' » and the line it points at).
 */
export async function sitemapsSchemaErrors(documents: readonly string[]): Promise<string[][]> {
  const names = documents.map((_, index) => `sitemap-${index}.xml`);
  const result = await validateXML({
    xml: documents.map((contents, index) => ({ fileName: names[index] as string, contents })),
    schema: SCHEMA,
  });
  const errors = names.map((): string[] => []);
  const validated = new Set<number>();
  // xmllint writes, per file in order, « <file> validates », or its messages (a parser error followed by the
  // document's line and a caret) and « <file> fails to validate »
  let current = -1;
  for (const line of result.rawOutput.split('\n')) {
    const named = /^sitemap-(\d+)\.xml(.*)$/.exec(line);
    if (named) current = Number(named[1]);
    if (named?.[2] === ' validates') validated.add(current);
    // the messages say why; « fails to validate » adds nothing
    else if (line.trim() !== '' && named?.[2] !== ' fails to validate') errors[current]?.push(line);
  }
  // a document xmllint said nothing about is not taken as valid
  return errors.map((lines, index) => (lines.length > 0 || validated.has(index) ? lines : ['no verdict']));
}

/** The same for one document. */
export async function sitemapSchemaErrors(document: string): Promise<string[]> {
  const [errors] = await sitemapsSchemaErrors([document]);
  return errors as string[];
}
