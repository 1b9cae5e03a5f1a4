/**
 * The media's task on the heavy-work pool's threads (handed to the pool by image-upload.ts): it imports only what
 * needs no server state; sanitize-html loads on its first use.
 */
import { outcomeOf, type Outcome } from '../heavy-work/outcome';
import { sanitizeSvg } from './svg-sanitizer';

export function cleanSvg(text: string): Promise<Outcome<string>> {
  return outcomeOf(() => sanitizeSvg(text));
}
