// Both buses move JSON text, so a consumer never shares objects with the publisher, exactly as over the wire.

export function encode(data: unknown): string {
  return data === undefined ? '' : (JSON.stringify(data) ?? '');
}

export function decode<T>(text: string): T {
  return (text === '' ? undefined : JSON.parse(text)) as T;
}
