import { ApiError, setUnauthorizedHandler } from '@league/shared';
import { uploadSchedule, type UploadProgress } from './import-upload';

/** A stand-in XMLHttpRequest: records what is sent, and lets the test play the upload and the answer. */
class FakeRequest {
  static last: FakeRequest;
  method = '';
  url = '';
  body: FormData | null = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  upload: { onprogress?: (event: Partial<ProgressEvent>) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    Object.assign(this, { method, url });
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
  }
  answer(status: number, body: unknown) {
    Object.assign(this, { status, responseText: JSON.stringify(body) });
    this.onload?.();
  }
}

const file = new File(['date,time\n'], 'matchs.csv');
const report = {
  success: false,
  dryRun: false,
  errors: [{ line: 2, reason: 'x' }],
  matchCount: 0,
  matches: [],
  replaced: 0,
};

describe('uploadSchedule', () => {
  const real = globalThis.XMLHttpRequest;
  beforeEach(() => {
    globalThis.XMLHttpRequest = FakeRequest as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = real;
  });

  it('sends files, filename and options as multipart, and reports the upload’s progress', async () => {
    const seen: UploadProgress[] = [];
    const answer = uploadSchedule(file, { mode: 'append', dryRun: true }, (progress) => seen.push(progress));
    const request = FakeRequest.last;
    expect([request.method, request.url, request.withCredentials]).toEqual(['POST', '/api/schedule/import', true]);
    expect(request.body?.get('filename')).toBe('matchs.csv');
    expect(request.body?.get('options')).toBe('{"mode":"append","dryRun":true}');
    expect((request.body?.get('files') as File).name).toBe('matchs.csv');
    request.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 });
    request.upload.onload?.();
    request.answer(200, { ...report, success: true, errors: [] });
    await expect(answer).resolves.toMatchObject({ success: true });
    expect(seen).toEqual([0.25, 'writing']);
  });

  it('gives the report of bad rows (400), and refuses anything else with the server’s message', async () => {
    const bad = uploadSchedule(file, { mode: 'append', dryRun: false }, () => undefined);
    FakeRequest.last.answer(400, report);
    await expect(bad).resolves.toEqual(report);
    const tooLarge = uploadSchedule(file, { mode: 'append', dryRun: false }, () => undefined);
    FakeRequest.last.answer(413, { success: false, error: 'Fichier trop volumineux' });
    await expect(tooLarge).rejects.toEqual(new ApiError(413, 'Fichier trop volumineux'));
  });

  it('sends the person to the login page when the session expired while the dialog was open (401)', async () => {
    const handler = jest.fn();
    setUnauthorizedHandler(handler);
    try {
      const expired = uploadSchedule(file, { mode: 'append', dryRun: true }, () => undefined);
      FakeRequest.last.answer(401, { success: false, error: 'Session expirée' });
      await expect(expired).rejects.toEqual(new ApiError(401, 'Session expirée'));
      expect(handler).toHaveBeenCalledTimes(1);
      const forbidden = uploadSchedule(file, { mode: 'append', dryRun: true }, () => undefined);
      FakeRequest.last.answer(403, { success: false, error: 'Interdit' });
      await expect(forbidden).rejects.toEqual(new ApiError(403, 'Interdit'));
      expect(handler).toHaveBeenCalledTimes(1);
    } finally {
      setUnauthorizedHandler(() => undefined);
    }
  });
});
