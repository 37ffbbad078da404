// Sending one upload from the browser with XMLHttpRequest: unlike fetch, it reports how much
// of the body has gone out (upload progress events), and it can be aborted. Shared by the
// project files uploader and the audit CSV upload; the server's checks stay in its actions.
import { TOO_LARGE_MESSAGE } from './request-limit';

export const UPLOAD_URL = '/files/upload';
export const UPLOAD_NETWORK_ERROR = 'The connection was lost during the upload. Please try again.';
export const UPLOAD_FAILED = 'The upload failed. Please try again.';

/** The server action's answer, as the upload route sends it back. */
export type UploadAnswer =
  | ({ ok: true } & Record<string, unknown>)
  | { ok: false; error: string; fieldErrors?: Record<string, string>; errors?: string[]; code?: string };

export type UploadOutcome = { kind: 'answered'; answer: UploadAnswer } | { kind: 'cancelled' };

export type UploadHandle = { done: Promise<UploadOutcome>; cancel: () => void };

/** The part of XMLHttpRequest an upload uses (so tests can drive a fake one). */
export type UploadRequest = Pick<
  XMLHttpRequest,
  'open' | 'setRequestHeader' | 'send' | 'abort' | 'status' | 'responseText' | 'onload' | 'onerror' | 'onabort'
> & { upload: Pick<XMLHttpRequestUpload, 'onprogress'> };

function readAnswer(status: number, text: string): UploadAnswer {
  if (status === 413) return { ok: false, error: TOO_LARGE_MESSAGE };
  try {
    const answer = JSON.parse(text) as UploadAnswer;
    if (answer && typeof answer === 'object' && typeof answer.ok === 'boolean') return answer;
  } catch {
    // not JSON: a proxy's or the server's plain answer
  }
  return {
    ok: false,
    error: status === 503 ? 'The portal is temporarily unavailable. Please try again.' : UPLOAD_FAILED,
  };
}

/**
 * Posts `body` to `url`, reporting the fraction sent (0 to 1) to `onProgress`. The promise
 * never rejects: it resolves with the server's answer (or an error answer) or 'cancelled'.
 */
export function sendWithProgress(
  url: string,
  body: FormData,
  onProgress: (fraction: number) => void,
  makeRequest: () => UploadRequest = () => new XMLHttpRequest(),
): UploadHandle {
  const request = makeRequest();
  let settled = false;
  const done = new Promise<UploadOutcome>((resolve) => {
    const finish = (outcome: UploadOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    request.onload = () => {
      onProgress(1);
      finish({ kind: 'answered', answer: readAnswer(request.status, request.responseText) });
    };
    request.onerror = () => finish({ kind: 'answered', answer: { ok: false, error: UPLOAD_NETWORK_ERROR } });
    request.onabort = () => finish({ kind: 'cancelled' });
    request.open('POST', url);
    request.setRequestHeader('Accept', 'application/json');
    request.send(body);
  });
  return {
    done,
    cancel: () => {
      if (!settled) request.abort();
    },
  };
}
