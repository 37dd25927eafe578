/**
 * The transport of `api.upload`: a multipart POST with XMLHttpRequest, which reports upload
 * progress (fetch does not). Loaded on the first upload, not with the login page; reading the
 * answer (envelope, errors, the refresh on 401) stays in `api.ts`.
 */
export type FormOutcome =
  { kind: 'answer'; status: number; text: string; retryAfter: string | null } | { kind: 'failed'; code: 'NETWORK' | 'TIMEOUT' };

export interface FormRequest {
  url: string;
  form: FormData;
  headers: Record<string, string>;
  timeoutMs: number;
  signal?: AbortSignal;
  onProgress?: (loaded: number, total: number) => void;
  xhr?: () => XMLHttpRequest;
}

/** Resolves with the answer or the kind of failure; rejects only when `signal` stops it. */
export function postForm(request: FormRequest): Promise<FormOutcome> {
  const { signal, onProgress } = request;
  return new Promise<FormOutcome>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const xhr = request.xhr?.() ?? new XMLHttpRequest();
    xhr.open('POST', request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.timeout = request.timeoutMs;
    xhr.responseType = 'text';
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = (outcome: FormOutcome) => {
      signal?.removeEventListener('abort', abort);
      resolve(outcome);
    };
    if (onProgress) xhr.upload.addEventListener('progress', (e) => onProgress(e.loaded, e.lengthComputable ? e.total : 0));
    xhr.addEventListener('load', () =>
      settle({ kind: 'answer', status: xhr.status, text: xhr.responseText, retryAfter: xhr.getResponseHeader('Retry-After') }),
    );
    xhr.addEventListener('error', () => settle({ kind: 'failed', code: 'NETWORK' }));
    xhr.addEventListener('timeout', () => settle({ kind: 'failed', code: 'TIMEOUT' }));
    xhr.addEventListener('abort', () => {
      signal?.removeEventListener('abort', abort);
      reject(signal?.reason ?? new DOMException('The upload was cancelled', 'AbortError'));
    });
    xhr.send(request.form);
  });
}
