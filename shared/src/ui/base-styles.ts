/**
 * The one look of every app, from the design tokens: link colour, visible focus rings, styled form controls and
 * the dialog's close button. Every selector sits in :where() (specificity 0), so a CSS module always overrides it.
 * The apps never import each other's CSS: a style several of them use is a global class here, which a CSS module
 * takes with `composes: league-button from global;` (league-field, league-button, league-button-primary: a link
 * wears them too, as the schedule's view links that work before its script), or a component names in its className.
 * The layout primitives: league-stack (a column with the league's vertical rhythm),
 * league-form (a dialog's form: a stack set below the title), league-cluster (a row that wraps, items centred),
 * league-bar (a cluster spread to both ends: what a row is at the start, its actions at the end) and league-card (the
 * bordered surface of one thing in a list); league-visually-hidden: words for screen readers only.
 * `data-tap-held` marks a button tapped before the page answered, dimmed and pulsing where motion is welcome
 * (shell/src/start/early-taps.ts); `data-early-dialog` a dialog the server drew, whose own frame and veil are those of
 * the dialog itself (shared/src/bus/early-dialog.ts).
 */
const CHEVRON =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='8' viewBox='0 0 12 8'%3E%3Cpath d='M1 1l5 5 5-5' fill='none' stroke='%231b1f1d' stroke-width='2'/%3E%3C/svg%3E\")";

const TEXT_CONTROLS = [
  'select',
  'textarea',
  ...['text', 'email', 'password', 'search', 'number', 'tel', 'url', 'date', 'time', 'datetime-local'].map(
    (type) => `input[type='${type}']`,
  ),
].join(', ');

export const BASE_STYLES = `
:where(body) { font-family: var(--font-body); }
:where(a) { color: var(--color-link); text-underline-offset: 0.15em; }
:where(a:hover) { text-decoration-thickness: 2px; }
:where(:focus-visible) { outline: 3px solid var(--color-focus); outline-offset: 2px; }
:where(${TEXT_CONTROLS}, .league-field) {
  box-sizing: border-box; max-width: 100%; min-height: 44px; padding: var(--space-2) var(--space-3);
  border: 1px solid var(--color-control-border); border-radius: var(--radius);
  background-color: var(--color-surface); color: var(--color-text); font: inherit;
}
:where(.league-field) { width: 100%; }
:where(select) {
  appearance: none; padding-right: calc(var(--space-3) * 2 + 12px);
  background-image: ${CHEVRON}; background-repeat: no-repeat; background-position: right var(--space-3) center;
}
:where(input[type='date'], input[type='time'])::-webkit-calendar-picker-indicator { cursor: pointer; }
:where(input[type='checkbox'], input[type='radio']) {
  appearance: none; flex: none; display: inline-grid; place-content: center; box-sizing: border-box;
  width: 1.25rem; height: 1.25rem; margin: 0; vertical-align: -0.25em;
  border: 2px solid var(--color-control-border); background: var(--color-surface); cursor: pointer;
}
:where(input[type='checkbox']) { border-radius: 4px; }
:where(input[type='radio']) { border-radius: 50%; }
:where(input[type='checkbox']:checked) { border-color: var(--color-primary); background: var(--color-primary); }
:where(input[type='checkbox'])::before {
  content: ''; width: 0.75rem; height: 0.75rem; transform: scale(0); background: var(--color-primary-contrast);
  clip-path: polygon(14% 44%, 0 65%, 50% 100%, 100% 16%, 80% 0%, 43% 62%);
}
:where(input[type='checkbox']:checked)::before { transform: scale(1); }
:where(input[type='checkbox']:indeterminate) { border-color: var(--color-primary); background: var(--color-primary); }
:where(input[type='checkbox']:indeterminate)::before { transform: scale(1); height: 0.2rem; clip-path: none; }
:where(input[type='radio']:checked) {
  border-color: var(--color-primary); background: var(--color-primary);
  box-shadow: inset 0 0 0 3px var(--color-surface);
}
:where(input:disabled, select:disabled, textarea:disabled) { opacity: 0.55; cursor: not-allowed; }
:where(.league-button, .league-button-primary) {
  min-height: 44px; padding: var(--space-2) var(--space-4); border: 1px solid var(--color-primary);
  border-radius: var(--radius); background: var(--color-surface); color: var(--color-primary); font: inherit;
  cursor: pointer;
}
:where(.league-button-primary) { background: var(--color-primary); color: var(--color-primary-contrast); }
:where(a.league-button, a.league-button-primary) {
  display: inline-flex; align-items: center; box-sizing: border-box; text-decoration: none;
}
:where(.league-stack, .league-form) { display: grid; gap: var(--space-3); }
:where(.league-form) { margin-top: var(--space-4); }
:where(.league-cluster, .league-bar) { display: flex; flex-wrap: wrap; align-items: center; gap: var(--space-2); }
:where(.league-bar) { justify-content: space-between; }
:where(.league-card) {
  padding: var(--space-4); border: 1px solid var(--color-border); border-radius: var(--radius);
  background: var(--color-surface); overflow-wrap: anywhere;
}
:where([data-dialog-close]) {
  flex: none; display: inline-grid; place-items: center; width: 44px; height: 44px; margin: calc(var(--space-2) * -1);
  border: 0; border-radius: 50%; background: transparent; color: var(--color-text); cursor: pointer;
}
:where([data-dialog-close]:hover) { background: var(--color-background); }
:where([data-tap-held]) { opacity: 0.6; cursor: progress; }
:where(dialog[data-early-dialog]) {
  width: 100%; height: 100%; max-width: none; max-height: none; margin: 0; padding: 0; border: 0; background: none;
}
:where(dialog[data-early-dialog])::backdrop { background: none; }
:where(.league-visually-hidden) {
  position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap;
}
@keyframes league-tap-held { 50% { opacity: 0.35; } }
@media (prefers-reduced-motion: no-preference) {
  :where(input[type='checkbox'])::before { transition: transform 80ms ease-in; }
  :where([data-tap-held]) { animation: league-tap-held 1.2s ease-in-out infinite; }
}
`;
