/**
 * A redirect is followed only to a path of this site: never to another origin (`//host`, `/\\host`, which
 * browsers read as `//host`, `https:`, `javascript:`).
 */
export function safeRedirect(redirect: string | null | undefined): string | null {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return null;
  return redirect;
}
