/**
 * Links that help someone reach a field. The configuration's externalFieldLink is the
 * league's page about its fields as a whole (the demo's is a search of the city's sports venues that already
 * carries its own query), so it is shown once for the page; appending an address would change what it searches.
 * Each field gets a Google Maps search of its address, only when the server has a maps key.
 */
export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

export const FIELD_TYPE_LABELS = { indoor: 'intérieur', outdoor: 'extérieur' } as const;
