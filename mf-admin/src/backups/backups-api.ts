import { ApiError, checkAnswer, hrefOf, messages } from '@league/shared';
import { downloadBackup, uploadBackup } from '@league/shared/contract';
import type { BackupsResponse } from '@league/shared/schemas';

/**
 * Sends a file as a form (the API client speaks JSON only), through XMLHttpRequest for its upload progress
 * (`onSent`: the share sent, 0 to 1); errors as the client's.
 */
export function uploadBackupFile(file: File, onSent?: (share: number) => void): Promise<BackupsResponse> {
  const url = hrefOf(uploadBackup);
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
      if (request.status < 400) return resolve(checkAnswer('backupsResponseSchema', body as BackupsResponse));
      const message =
        typeof body?.error === 'string' ? body.error : `${messages.unknownError} (HTTP ${request.status})`;
      reject(new ApiError(request.status, message));
    };
    request.onerror = () => reject(new TypeError(`POST ${url}: network failure`));
    request.send(form);
  });
}

/** A backup's bytes, to hand to the browser as a download. */
export async function downloadBackupFile(name: string): Promise<Blob> {
  const response = await fetch(hrefOf(downloadBackup, { params: { backupName: name } }), {
    credentials: 'same-origin',
  });
  if (!response.ok) throw new ApiError(response.status, messages.backupDownloadFailed);
  return response.blob();
}

/** After a restore the whole page reloads; a function of its own so tests can watch it. */
export const page = { reload: () => window.location.reload() };
