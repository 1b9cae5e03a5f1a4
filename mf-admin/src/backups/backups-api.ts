import { api, ApiError, messages } from '@league/shared';
import type { BackupsResponse } from '@league/shared/schemas';

const path = (name: string) => encodeURIComponent(name);

/**
 * Sends a file as a form (the API client speaks JSON only), through XMLHttpRequest for its upload progress
 * (`onSent`: the share sent, 0 to 1); errors as the client's.
 */
function upload(url: string, file: File, onSent?: (share: number) => void): Promise<BackupsResponse> {
  const form = new FormData();
  form.append('files', file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onSent?.(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.response as { error?: unknown } | null;
      if (request.status < 400) return resolve(body as BackupsResponse);
      const message =
        typeof body?.error === 'string' ? body.error : `${messages.unknownError} (HTTP ${request.status})`;
      reject(new ApiError(request.status, message));
    };
    request.onerror = () => reject(new TypeError(`POST ${url}: network failure`));
    request.send(form);
  });
}

/** The administrators' calls on backups. */
export const backupsApi = {
  list: () => api.get<BackupsResponse>('/api/backups'),
  add: () => api.post<BackupsResponse>('/api/backups/add'),
  remove: (name: string) => api.delete<BackupsResponse>(`/api/backups/remove/${path(name)}`),
  restore: (name: string) => api.post<BackupsResponse>(`/api/backups/restore/${path(name)}`),
  upload: (file: File, onSent?: (share: number) => void) => upload('/api/backups/upload', file, onSent),
  /** the file's bytes, to hand to the browser as a download */
  download: async (name: string): Promise<Blob> => {
    const response = await fetch(`/api/backups/${path(name)}`, { credentials: 'same-origin' });
    if (!response.ok) throw new ApiError(response.status, messages.backupDownloadFailed);
    return response.blob();
  },
};

/** After a restore the whole page reloads; a function of its own so tests can watch it. */
export const page = { reload: () => window.location.reload() };
