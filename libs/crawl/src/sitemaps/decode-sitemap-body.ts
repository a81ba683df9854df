import { gunzipSync } from 'node:zlib';
import { SITEMAP_MAX_BYTES } from './sitemap-limits';

export interface DecodedSitemapBody {
  text: string;
  /** The uncompressed size in bytes, for the protocol's size limit. */
  bytes: number;
  /** Set when the body could not be decoded; text is then empty. */
  error?: string;
}

/**
 * Bytes to text, gunzipping when the body starts with the gzip magic number (servers often send .xml.gz without
 * Content-Encoding, so the header cannot be trusted). Decompression stops at the protocol's size limit so that a
 * gzip bomb costs at most that much memory.
 */
export function decodeSitemapBody(body: string | Buffer): DecodedSitemapBody {
  if (typeof body === 'string') return { text: stripBom(body), bytes: Buffer.byteLength(body) };
  if (!isGzip(body)) return { text: stripBom(body.toString('utf8')), bytes: body.length };
  let inflated: Buffer;
  try {
    inflated = gunzipSync(body, { maxOutputLength: SITEMAP_MAX_BYTES });
  } catch (error) {
    const message = (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE'
      ? `gzip body inflates past the ${SITEMAP_MAX_BYTES} byte limit; decompression stopped`
      : `gzip body could not be decompressed: ${(error as Error).message}`;
    return { text: '', bytes: 0, error: message };
  }
  return { text: stripBom(inflated.toString('utf8')), bytes: inflated.length };
}

function isGzip(body: Buffer): boolean {
  return body.length >= 2 && body[0] === 0x1f && body[1] === 0x8b;
}

function stripBom(text: string): string {
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}
