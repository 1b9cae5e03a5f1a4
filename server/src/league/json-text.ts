/** Lists stored as JSON text (portable columns): a malformed value reads as an empty list. */
export function parseNames(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}
