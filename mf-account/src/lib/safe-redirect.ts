/** A redirect is followed only to a path of this site: never to another origin (`//host`, `https:`, `javascript:`). */
export function safeRedirect(redirect: string | undefined): string | null {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return null;
  return redirect;
}
