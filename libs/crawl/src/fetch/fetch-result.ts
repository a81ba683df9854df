/** One redirect followed: where it was, what it answered, where it pointed, and how long its headers took. */
export interface FetchHop {
  url: string;
  status: number;
  location: string;
  ms: number;
}

export interface FetchTimings {
  /** Time spent resolving host names over all hops; absent when no name was resolved (IP literals). */
  dnsMs?: number;
  /** From the start until the final response's headers. */
  ttfbMs: number;
  totalMs: number;
}

/** Lower-cased names. Repeated headers are joined with ", ", except set-cookie, which cannot be and stays a list. */
export type ResponseHeaders = Record<string, string | string[]>;

export interface FetchedResource {
  kind: 'ok';
  url: string;
  finalUrl: string;
  status: number;
  headers: ResponseHeaders;
  /** Decoded (decompressed) body, at most maxBytes; empty for HEAD. */
  body: Buffer;
  /** True when the decoded body was longer than maxBytes and `body` holds only its first maxBytes. */
  truncated: boolean;
  /** WHATWG encoding name `text` was decoded with. */
  charset: string;
  text: string;
  redirects: FetchHop[];
  timings: FetchTimings;
}

/** Redirects that were not followed to the end; `redirects` holds every hop taken, the offending one last. */
export interface RedirectStop {
  kind: 'redirect-loop' | 'too-many-redirects';
  url: string;
  redirects: FetchHop[];
  timings: FetchTimings;
}

export type FetchFailureKind =
  | 'timeout'
  | 'dns-error'
  | 'connection-refused'
  | 'tls-error'
  | 'blocked-address'
  | 'invalid-url'
  | 'decode-error'
  | 'network-error';

export interface FetchFailure {
  kind: FetchFailureKind;
  url: string;
  /** The URL of the hop that failed. */
  failedUrl: string;
  message: string;
  redirects: FetchHop[];
  timings: FetchTimings;
}

export type FetchResult = FetchedResource | RedirectStop | FetchFailure;
