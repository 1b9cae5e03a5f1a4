import { ApiError, hrefOf, messages, sessionMark, sessionRefused } from '@league/shared';
import { importSchedule } from '@league/shared/contract';
import type { ImportOptions, ImportReport } from '@league/shared/schemas';

const IMPORT_URL = hrefOf(importSchedule);

/** Where an upload is: the share of the file sent (0–1), then 'writing' while the server reads and writes it. */
export type UploadProgress = number | 'writing';

/**
 * POST /api/schedule/import (multipart `files`, `filename`, `options`) through XMLHttpRequest, whose
 * upload events say how much of the file is sent (fetch says nothing). The report comes back on 200, and on 400
 * when rows are bad (the same report, nothing written); any other refusal (413, 415, 401…) is an ApiError, and a
 * 401 (the session expired while the dialog was open) sends the person to the login page as every other call does.
 */
export function uploadSchedule(
  file: File,
  options: ImportOptions,
  onProgress: (progress: UploadProgress) => void,
): Promise<ImportReport> {
  const form = new FormData();
  form.append('filename', file.name);
  form.append('options', JSON.stringify(options));
  form.append('files', file, file.name);
  const mark = sessionMark();
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', IMPORT_URL);
    request.setRequestHeader('Accept', 'application/json');
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.upload.onload = () => onProgress('writing');
    request.onerror = () => reject(new ApiError(0, messages.unknownError));
    request.onload = () => {
      const body = parse(request.responseText);
      if (request.status === 200 || (request.status === 400 && Array.isArray(body?.errors))) {
        resolve(body as unknown as ImportReport);
        return;
      }
      const message =
        typeof body?.error === 'string' ? body.error : `${messages.unknownError} (HTTP ${request.status})`;
      if (request.status === 401) sessionRefused(mark);
      reject(new ApiError(request.status, message));
    };
    request.send(form);
  });
}

function parse(text: string): Record<string, unknown> | null {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}
