/**
 * Whether a request's Accept header prefers JSON to HTML (RFC 9110, section 12.5.1): a page's address answers its HTML to
 * everything else — a browser, any type (curl, uptime monitors, the link-preview fetchers of chat apps), no Accept
 * at all — and a program asking for JSON gets the API's answer (docs/architecture.md#page).
 */
export function prefersJson(accept: string | undefined): boolean {
  const ranges = parseAccept(accept ?? '');
  if (ranges.length === 0) return false;
  const html = bestMatch(ranges, 'text', 'html');
  const json = bestMatch(ranges, 'application', 'json');
  if (json.quality !== html.quality) return json.quality > html.quality;
  // both accepted alike: the one the client named more precisely (`application/json, */*`) is the one it wants
  return json.quality > 0 && json.specificity > html.specificity;
}

interface MediaRange {
  type: string;
  subtype: string;
  quality: number;
}

function parseAccept(accept: string): MediaRange[] {
  return accept.split(',').flatMap((part) => {
    const [range = '', ...parameters] = part.split(';');
    const [type, subtype] = range.trim().toLowerCase().split('/');
    if (!type || !subtype) return [];
    const q = parameters.map((parameter) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(parameter)?.[1]).find(Boolean);
    const quality = q === undefined ? 1 : Math.min(1, Number(q));
    return Number.isNaN(quality) ? [] : [{ type, subtype, quality }];
  });
}

/** The quality the most specific matching range gives a type (a `+json` suffix counts as JSON), 0 when none does. */
function bestMatch(ranges: readonly MediaRange[], type: string, subtype: string) {
  let best = { quality: 0, specificity: 0 };
  for (const range of ranges) {
    const specificity =
      range.type === '*' && range.subtype === '*'
        ? 1
        : range.type === type && range.subtype === '*'
          ? 2
          : range.type === type && (range.subtype === subtype || range.subtype.endsWith(`+${subtype}`))
            ? 3
            : 0;
    if (specificity === 0) continue;
    if (specificity > best.specificity || (specificity === best.specificity && range.quality > best.quality))
      best = { quality: range.quality, specificity };
  }
  return best;
}
