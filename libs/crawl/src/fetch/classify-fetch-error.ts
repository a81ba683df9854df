import { BlockedAddressError } from '../address-guard';
import type { FetchFailureKind } from './fetch-result';
import { UnsupportedEncodingError } from './read-decoded-body';

const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NODATA', 'ENODATA']);
const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ETIMEDOUT']);
// OpenSSL and Node name their certificate and handshake failures with these words.
const TLS_CODE = /TLS|SSL|CERT/;
// zlib reports Z_DATA_ERROR and the like; its brotli decoder ERR__ERROR_FORMAT_… and the like.
const ZLIB_CODE = /^Z_|^ERR__/;

/** The error and its causes, outermost first: undici wraps socket errors. */
function chain(error: unknown): unknown[] {
  const errors: unknown[] = [];
  for (let current = error; current instanceof Error && errors.length < 5; current = current.cause) errors.push(current);
  return errors.length > 0 ? errors : [error];
}

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

export function classifyFetchError(error: unknown): FetchFailureKind {
  for (const link of chain(error)) {
    if (link instanceof BlockedAddressError) return 'blocked-address';
    if (link instanceof UnsupportedEncodingError) return 'decode-error';
    const code = codeOf(link);
    if (code === 'ERR_INVALID_URL') return 'invalid-url';
    if (DNS_CODES.has(code)) return 'dns-error';
    if (code === 'ECONNREFUSED') return 'connection-refused';
    if (TIMEOUT_CODES.has(code)) return 'timeout';
    if (TLS_CODE.test(code)) return 'tls-error';
    if (ZLIB_CODE.test(code)) return 'decode-error';
  }
  return 'network-error';
}

export function messageOf(error: unknown): string {
  return chain(error)
    .map((link) => (link instanceof Error ? link.message : String(link)))
    .filter((message, index, all) => message !== '' && all.indexOf(message) === index)
    .join(': ');
}
