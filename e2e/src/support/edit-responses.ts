import type { Page, Request } from 'playwright-core';

/** The shell's page itself (a navigation), whose head carries the configuration the server inlined. */
export const isDocument = (request: Request) => request.resourceType() === 'document';
/** GET /config, the configuration the shell asks for when its page carries none. */
export const isConfigRead = (request: Request) => new URL(request.url()).pathname === '/config';

/** Answers the requests `matches` picks with the server's answer, its text changed by `edit`. */
export async function editResponses(
  page: Page,
  matches: (request: Request) => boolean,
  edit: (text: string) => string,
) {
  await page.route('**/*', async (route) => {
    if (!matches(route.request())) return route.fallback();
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-encoding']; // the text is sent again as it is, uncompressed
    delete headers['content-length'];
    await route.fulfill({ status: response.status(), headers, body: edit(await response.text()) });
  });
}
