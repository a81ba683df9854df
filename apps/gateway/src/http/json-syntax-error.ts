/** Where and why a JSON text is malformed, as Python's `json` module reports it (FastAPI's json_invalid). */
export interface JsonSyntaxError {
  /** Index of the offending character, in code points (Python string indices). */
  position: number;
  /** Python's message, e.g. "Expecting value". */
  error: string;
}

class Malformed extends Error {
  constructor(readonly at: number, readonly reason: string) {
    super(reason);
  }
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const SCALAR = /null|true|false|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?/y;
const SIMPLE_ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const HEX4 = /^[0-9a-fA-F]{4}$/;

/**
 * Finds the first syntax error the way CPython's json scanner does, so the 422 carries the position and
 * message a FastAPI client would see. Iterative: a deeply nested body must not overflow the stack.
 * Returns null for well-formed JSON (NaN and Infinity, which Python accepts, count as malformed here,
 * as JSON.parse rejects them).
 */
export function locateJsonSyntaxError(text: string): JsonSyntaxError | null {
  try {
    scan(text);
    return null;
  } catch (error) {
    if (!(error instanceof Malformed)) throw error;
    return { position: Array.from(text.slice(0, error.at)).length, error: error.reason };
  }
}

function scan(text: string): void {
  const open: ('{' | '[')[] = [];
  let at = skipWhitespace(text, 0);
  let expect: 'value' | 'key' | 'next' = 'value';
  for (;;) {
    if (expect === 'key') {
      if (text[at] !== '"') throw new Malformed(at, 'Expecting property name enclosed in double quotes');
      at = skipWhitespace(text, scanString(text, at + 1));
      if (text[at] !== ':') throw new Malformed(at, "Expecting ':' delimiter");
      at = skipWhitespace(text, at + 1);
      expect = 'value';
    } else if (expect === 'value') {
      const char = text[at];
      if (char === '{' || char === '[') {
        const close = char === '{' ? '}' : ']';
        at = skipWhitespace(text, at + 1);
        if (text[at] === close) {
          at += 1;
          expect = 'next';
        } else {
          open.push(char);
          expect = char === '{' ? 'key' : 'value';
        }
      } else if (char === '"') {
        at = scanString(text, at + 1);
        expect = 'next';
      } else {
        SCALAR.lastIndex = at;
        if (!SCALAR.test(text)) throw new Malformed(at, 'Expecting value');
        at = SCALAR.lastIndex;
        expect = 'next';
      }
    } else {
      at = skipWhitespace(text, at);
      const container = open.at(-1);
      if (!container) {
        if (at !== text.length) throw new Malformed(at, 'Extra data');
        return;
      }
      if (text[at] === (container === '{' ? '}' : ']')) {
        open.pop();
        at += 1;
      } else if (text[at] === ',') {
        at = skipWhitespace(text, at + 1);
        expect = container === '{' ? 'key' : 'value';
      } else {
        throw new Malformed(at, "Expecting ',' delimiter");
      }
    }
  }
}

/** From just after an opening quote to just after the closing one. */
function scanString(text: string, from: number): number {
  const begin = from - 1;
  let at = from;
  for (;;) {
    if (at >= text.length) throw new Malformed(begin, 'Unterminated string starting at');
    const char = text[at];
    if (char === '"') return at + 1;
    if (char === '\\') {
      const escaped = text[at + 1];
      if (escaped === undefined) throw new Malformed(begin, 'Unterminated string starting at');
      if (escaped === 'u') {
        if (!HEX4.test(text.slice(at + 2, at + 6))) throw new Malformed(at + 1, 'Invalid \\uXXXX escape');
        at += 6;
      } else if (SIMPLE_ESCAPES.has(escaped)) {
        at += 2;
      } else {
        throw new Malformed(at, 'Invalid \\escape');
      }
    } else if (char.charCodeAt(0) < 0x20) {
      throw new Malformed(at, 'Invalid control character at');
    } else {
      at += 1;
    }
  }
}

function skipWhitespace(text: string, from: number): number {
  let at = from;
  while (WHITESPACE.has(text[at])) at += 1;
  return at;
}
