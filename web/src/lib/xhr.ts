import { tansParams } from './tans-params';

// The transport under the request client: one XMLHttpRequest per call. XHR rather than fetch,
// because only XHR reports upload progress; our own rather than axios, which was a fifth of the
// script the public site needed before its first paint.

export type ResponseType = 'json' | 'blob' | 'arraybuffer';

export interface TransportConfig {
  url: string;
  method?: string;
  baseURL?: string;
  /** Query parameters, serialised as RuoYi's `tansParams`. */
  params?: object;
  /** A plain value goes as JSON; FormData as multipart (the browser writes the boundary). */
  data?: unknown;
  headers?: Record<string, string>;
  /** Milliseconds; 0 waits for ever. */
  timeout?: number;
  responseType?: ResponseType;
  signal?: AbortSignal;
  onUploadProgress?: (event: { progress?: number }) => void;
}

export interface TransportAnswer {
  status: number;
  /** JSON parsed when it parses, text otherwise; a Blob or ArrayBuffer when asked for. */
  data: unknown;
}

/** Why a call failed before it had a usable answer. */
export type TransportFailure = 'ERR_NETWORK' | 'ECONNABORTED' | 'ERR_CANCELED' | 'ERR_BAD_RESPONSE';

/** A call that ended without a 2xx answer; `response` is the answer when there was one. */
export class TransportError extends Error {
  constructor(
    readonly code: TransportFailure,
    message: string,
    readonly response?: TransportAnswer,
  ) {
    super(message);
    this.name = 'TransportError';
  }
}

/** True for a call its caller cancelled (its signal aborted). */
export const isCancel = (error: unknown) => error instanceof TransportError && error.code === 'ERR_CANCELED';

function fullUrl({ url, baseURL = '', params }: TransportConfig): string {
  const absolute = /^[a-z][a-z\d+.-]*:\/\//i.test(url) ? url : `${baseURL}${url}`;
  const query = tansParams(params);
  if (!query) return absolute;
  return `${absolute}${absolute.includes('?') ? '&' : '?'}${query}`;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function send(config: TransportConfig): Promise<TransportAnswer> {
  return new Promise((resolve, reject) => {
    const { data, headers = {}, signal, onUploadProgress } = config;
    const cancelled = () => reject(new TransportError('ERR_CANCELED', 'canceled'));
    if (signal?.aborted) return cancelled();

    const xhr = new XMLHttpRequest();
    xhr.open((config.method ?? 'get').toUpperCase(), fullUrl(config), true);
    xhr.timeout = config.timeout ?? 0;
    xhr.responseType = config.responseType === 'json' || !config.responseType ? 'text' : config.responseType;
    const multipart = typeof FormData !== 'undefined' && data instanceof FormData;
    // A body-less call names no type (a cross-origin GET stays simple, with no preflight); the
    // browser writes a multipart body's type with its boundary.
    const typed = data !== undefined && data !== null && !multipart;
    for (const [name, value] of Object.entries(headers)) {
      if (typed || name.toLowerCase() !== 'content-type') xhr.setRequestHeader(name, value);
    }
    if (onUploadProgress) {
      xhr.upload.onprogress = (event) =>
        onUploadProgress({ progress: event.lengthComputable ? event.loaded / event.total : undefined });
    }
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    // Every ending (load, error, timeout, abort) is followed by loadend.
    xhr.onloadend = () => signal?.removeEventListener('abort', onAbort);

    xhr.onload = () => {
      const answer = {
        status: xhr.status,
        data: xhr.responseType === 'text' ? parsed(xhr.responseText) : xhr.response,
      };
      if (xhr.status >= 200 && xhr.status < 300) resolve(answer);
      else
        reject(
          new TransportError('ERR_BAD_RESPONSE', `Request failed with status code ${xhr.status}`, answer),
        );
    };
    xhr.onerror = () => {
      reject(new TransportError('ERR_NETWORK', 'Network Error'));
    };
    xhr.ontimeout = () => {
      reject(new TransportError('ECONNABORTED', `timeout of ${xhr.timeout}ms exceeded`));
    };
    xhr.onabort = cancelled;

    if (data === undefined || data === null) xhr.send(null);
    else if (multipart || typeof data === 'string') xhr.send(data as XMLHttpRequestBodyInit);
    else xhr.send(JSON.stringify(data));
  });
}
