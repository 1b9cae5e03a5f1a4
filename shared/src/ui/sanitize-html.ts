/**
 * An allow-list HTML sanitiser for the league's messages: the text is rebuilt in an inert document from the
 * allowed elements and plain text only, so nothing the source says (scripts, event attributes, styles) survives.
 */
const KEPT = new Set(['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br']);
const RENAMED: Readonly<Record<string, string>> = { b: 'strong', i: 'em' };
/** Elements whose content is not text to read: dropped whole. Any other unknown element is unwrapped. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'svg',
  'math',
  'textarea',
  'select',
  'button',
  'title',
  'head',
  'canvas',
  'audio',
  'video',
  'noembed',
  'noframes',
  'xmp',
]);
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

export function sanitizeHtml(html: string): string {
  const source = new DOMParser().parseFromString(html, 'text/html');
  const target = document.implementation.createHTMLDocument('');
  const container = target.createElement('div');
  copyChildren(source.body, container, target);
  return container.innerHTML;
}

function copyChildren(from: Node, to: Node, doc: Document): void {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) to.appendChild(doc.createTextNode(child.textContent ?? ''));
    else if (child.nodeType === Node.ELEMENT_NODE) copyElement(child as Element, to, doc);
    // comments and processing instructions are dropped
  }
}

function copyElement(element: Element, to: Node, doc: Document): void {
  const name = element.localName.toLowerCase();
  if (DROPPED.has(name)) return;
  const tag = RENAMED[name] ?? name;
  const href = tag === 'a' ? linkTarget(element.getAttribute('href')) : null;
  if (!KEPT.has(tag) || (tag === 'a' && !href)) {
    copyChildren(element, to, doc);
    return;
  }
  const copy = doc.createElement(tag);
  if (href) {
    copy.setAttribute('href', href.href);
    if (href.protocol !== 'mailto:') {
      copy.setAttribute('target', '_blank');
      copy.setAttribute('rel', 'noopener noreferrer');
    }
  }
  to.appendChild(copy);
  copyChildren(element, copy, doc);
}

/** Absolute http, https and mailto addresses only; the URL parser sees through tabs and case tricks. */
function linkTarget(raw: string | null): URL | null {
  if (!raw) return null;
  try {
    const url = new URL(raw.trim());
    return LINK_PROTOCOLS.has(url.protocol) ? url : null;
  } catch {
    return null;
  }
}
