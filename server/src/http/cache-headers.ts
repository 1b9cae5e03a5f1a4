/** Cache-Control values the server's answers share: revalidate every time, or keep forever (content-addressed). */
export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
