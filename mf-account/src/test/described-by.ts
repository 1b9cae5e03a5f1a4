/** Test helper: the text of the elements a control is described by (its `aria-describedby`), joined by « | ». */
export const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');
