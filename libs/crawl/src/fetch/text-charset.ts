// HTML requires the meta charset within the first 1024 bytes, so looking further would misread pages browsers read right.
const SNIFF_BYTES = 1024;

function supported(label: string | undefined): string | undefined {
  if (!label) return undefined;
  try {
    return new TextDecoder(label.trim()).encoding;
  } catch {
    return undefined; // not a label TextDecoder knows
  }
}

function charsetParameter(contentType: string | undefined): string | undefined {
  return /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1];
}

/** `<meta charset=x>` or `<meta http-equiv=content-type content="…; charset=x">`, looked for where HTML says it must be. */
function metaCharset(body: Uint8Array): string | undefined {
  const head = Buffer.from(body.subarray(0, SNIFF_BYTES)).toString('latin1');
  return /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head)?.[1];
}

/**
 * The encoding to decode a body with: the Content-Type's charset, else for HTML a `<meta>` in the first KiB,
 * else UTF-8. Names are WHATWG ones (`iso-8859-1` becomes `windows-1252`, as browsers decode it).
 */
export function detectCharset(contentType: string | undefined, body: Uint8Array): string {
  const isHtml = /html/i.test(contentType ?? '');
  return supported(charsetParameter(contentType)) ?? (isHtml ? supported(metaCharset(body)) : undefined) ?? 'utf-8';
}

