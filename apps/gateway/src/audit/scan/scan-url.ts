/**
 * The URL a scan job stores and the crawler starts from: scheme and host lower-cased, default port and
 * fragment dropped (WHATWG serialisation); path and query kept as given, never reordered or trimmed.
 */
export function normalizeScanUrl(url: string): string {
  const parsed = new URL(url);
  parsed.hash = '';
  return parsed.href;
}
