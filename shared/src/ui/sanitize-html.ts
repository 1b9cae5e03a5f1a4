import { DROPPED_WITH_CONTENT, PAGE_TAG_RENAMES, PAGE_TAGS, pageLinkAttributes } from '../html-allow-list';

/**
 * The browser's sanitiser of league-written HTML, on the allow-list the server's uses too (html-allow-list.ts): the
 * text is rebuilt in an inert document from the allowed elements and plain text only, so nothing the source says
 * (scripts, event attributes, styles) survives.
 */
const KEPT: ReadonlySet<string> = new Set(PAGE_TAGS);
const DROPPED: ReadonlySet<string> = new Set(DROPPED_WITH_CONTENT);

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
  const tag = PAGE_TAG_RENAMES[name] ?? name;
  if (!KEPT.has(tag)) {
    copyChildren(element, to, doc);
    return;
  }
  const copy = doc.createElement(tag);
  // a link whose address is not a web or mail one keeps its text, not its address
  if (tag === 'a') {
    for (const [attribute, value] of Object.entries(pageLinkAttributes(element.getAttribute('href'))))
      copy.setAttribute(attribute, value);
  }
  to.appendChild(copy);
  copyChildren(element, copy, doc);
}
