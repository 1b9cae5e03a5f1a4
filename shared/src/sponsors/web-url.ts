/**
 * Whether a link typed by the league (a sponsor's website, the configured fields link) may be followed:
 * only http(s), so that a javascript: or data: URL never becomes a link.
 */
export function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** The tel: link of a telephone number as people write it ('514 555-0142' → 'tel:5145550142'). */
export function telephoneHref(telephone: string): string | null {
  const digits = telephone.replace(/[^\d+]/g, '');
  return /\d{3,}/.test(digits) ? `tel:${digits}` : null;
}
