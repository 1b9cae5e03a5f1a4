import { api, ApiError, messages } from '@league/shared';
import type { BackupsResponse } from '@league/shared/schemas';

const path = (name: string) => encodeURIComponent(name);

/** Sends a file as the browser would a form (the API client speaks JSON only); errors as the client's. */
async function upload(url: string, file: File): Promise<BackupsResponse> {
  const form = new FormData();
  form.append('files', file, file.name);
  const response = await fetch(url, { method: 'POST', body: form, credentials: 'same-origin' });
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  if (!response.ok) {
    const message = typeof body?.error === 'string' ? body.error : `${messages.unknownError} (HTTP ${response.status})`;
    throw new ApiError(response.status, message);
  }
  return body as BackupsResponse;
}

/** The administrators' calls on backups (spec §7 Backups). */
export const backupsApi = {
  list: () => api.get<BackupsResponse>('/api/backups'),
  add: () => api.post<BackupsResponse>('/api/backups/add'),
  remove: (name: string) => api.delete<BackupsResponse>(`/api/backups/remove/${path(name)}`),
  restore: (name: string) => api.post<BackupsResponse>(`/api/backups/restore/${path(name)}`),
  upload: (file: File) => upload('/api/backups/upload', file),
  /** the file's bytes, to hand to the browser as a download */
  download: async (name: string): Promise<Blob> => {
    const response = await fetch(`/api/backups/${path(name)}`, { credentials: 'same-origin' });
    if (!response.ok) throw new ApiError(response.status, messages.backupDownloadFailed);
    return response.blob();
  },
};

/** After a restore the whole page reloads (spec §4); a function of its own so tests can watch it. */
export const page = { reload: () => window.location.reload() };
