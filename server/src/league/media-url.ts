/** Uploaded images are served content-addressed under /media/<sha256>. */
export function mediaUrl(id: string | null): string | null {
  return id ? `/media/${id}` : null;
}
