/** Where the server puts the stylesheets of the shell and the remote whose page it rendered. */
export const PAGE_STYLES_ID = 'league-page-styles';

/**
 * style-loader's `styleTagTransform` in every app's build (scripts/webpack.app.cjs): a CSS module's stylesheet goes
 * into its `<style>` element unless the server already put the same stylesheet in the page, so that a phone neither
 * parses it twice nor computes the page's styles once more while it hydrates. Imports nothing: each app's build
 * carries this small module itself.
 */
export default function styleTagTransform(css: string, element: HTMLStyleElement): void {
  if (document.getElementById(PAGE_STYLES_ID)?.textContent?.includes(css)) return;
  element.textContent = css;
}
