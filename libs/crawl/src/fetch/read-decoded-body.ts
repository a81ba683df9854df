import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream';
import { constants, createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

export interface DecodedBody {
  bytes: Buffer;
  /** True when the decoded body went past maxBytes and was cut there; the rest was never decompressed. */
  truncated: boolean;
}

export class UnsupportedEncodingError extends Error {
  constructor(readonly encoding: string) {
    super(`unsupported content-encoding: ${encoding}`);
    this.name = 'UnsupportedEncodingError';
  }
}

// Flushing on end instead of demanding a complete stream tolerates the truncated bodies browsers also accept.
function decoderFor(encoding: string): Transform | undefined {
  switch (encoding) {
    case 'gzip':
    case 'x-gzip':
      return createGunzip({ finishFlush: constants.Z_SYNC_FLUSH });
    case 'deflate':
      return createInflate({ finishFlush: constants.Z_SYNC_FLUSH });
    case 'br':
      return createBrotliDecompress({ finishFlush: constants.BROTLI_OPERATION_FLUSH });
    case 'identity':
    case '':
      return undefined;
    default:
      throw new UnsupportedEncodingError(encoding);
  }
}

/**
 * Decodes the Content-Encoding chain while streaming and stops at maxBytes of DECODED data, so a compression
 * bomb costs at most maxBytes of memory and the little CPU it takes to get there.
 */
export async function readDecodedBody(raw: Readable, contentEncoding: string | undefined, maxBytes: number): Promise<DecodedBody> {
  // Encodings are listed in the order they were applied; undo them last to first.
  const decoders = (contentEncoding ?? '')
    .split(',')
    .map((encoding) => encoding.trim().toLowerCase())
    .reverse()
    .flatMap((encoding) => decoderFor(encoding) ?? []);
  // A failing stage destroys the last one with its error, which the loop below throws: nothing to do in the callback.
  if (decoders.length > 0) pipeline([raw, ...decoders], () => {});
  const decoded: Readable = decoders.at(-1) ?? raw;

  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of decoded as AsyncIterable<Buffer>) {
      const room = maxBytes - size;
      if (chunk.byteLength > room) {
        chunks.push(chunk.subarray(0, room));
        return { bytes: Buffer.concat(chunks, maxBytes), truncated: true };
      }
      chunks.push(chunk);
      size += chunk.byteLength;
    }
    return { bytes: Buffer.concat(chunks, size), truncated: false };
  } finally {
    // Leaving the loop early destroys only the last stream; the socket under the others must go too.
    raw.destroy();
    for (const decoder of decoders) decoder.destroy();
  }
}
