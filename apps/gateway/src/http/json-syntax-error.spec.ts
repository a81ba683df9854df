import { locateJsonSyntaxError } from './json-syntax-error';

describe('locateJsonSyntaxError', () => {
  // Expected values are CPython's json.loads (3.12) on the same text.
  it.each([
    ['{"url": }', 8, 'Expecting value'],
    ['   ', 3, 'Expecting value'],
    ['{"url" "x"}', 7, "Expecting ':' delimiter"],
    ['{"url": "x",}', 12, 'Expecting property name enclosed in double quotes'],
    ['{url: 1}', 1, 'Expecting property name enclosed in double quotes'],
    ['[1, 2', 5, "Expecting ',' delimiter"],
    ['[1, ]', 4, 'Expecting value'],
    ['{"a": 1} x', 9, 'Extra data'],
    ['01', 1, 'Extra data'],
    ['{"a": tru}', 6, 'Expecting value'],
    ['"abc', 0, 'Unterminated string starting at'],
    ['{"a": "b\nc"}', 8, 'Invalid control character at'],
    ['{"a": "\\x"}', 7, 'Invalid \\escape'],
    ['{"a": "\\u12G4"}', 8, 'Invalid \\uXXXX escape'],
    ['"\\u12"', 2, 'Invalid \\uXXXX escape'],
    ['"\\', 0, 'Unterminated string starting at'],
    ['{"a":1 "b":2}', 7, "Expecting ',' delimiter"],
    ['{"a"', 4, "Expecting ':' delimiter"],
    ['{', 1, 'Expecting property name enclosed in double quotes'],
    ['1.', 1, 'Extra data'],
    ['{"😀": x}', 6, 'Expecting value'],
  ])('%j: position %d, %s', (text, position, error) => {
    expect(locateJsonSyntaxError(text)).toEqual({ position, error });
  });

  it('finds nothing in well-formed JSON', () => {
    for (const text of ['{}', '[]', ' {"a": [1, -2.5e3, true, false, null, "\\u00e9\\n", {}]} ', '"x"', '0']) {
      expect(locateJsonSyntaxError(text)).toBeNull();
    }
  });

  it('survives nesting far deeper than the call stack', () => {
    expect(locateJsonSyntaxError('['.repeat(200_000))).toEqual({ position: 200_000, error: 'Expecting value' });
  });

  it('agrees with JSON.parse on what is malformed', () => {
    const valid = '{"url": "https://example.com/a?b=1", "deep": [true, null, -1.5e2, {"x": "\\"y\\""}]}';
    const noise = ['', '"', ',', ':', '{', '}', '[', ']', '\\', 'x', ' ', '\n', '1', '-', '.', 'e'];
    let seed = 7;
    const random = (n: number): number => (seed = (seed * 16807) % 2147483647) % n;
    for (let round = 0; round < 3000; round += 1) {
      const at = random(valid.length);
      const text = valid.slice(0, at) + noise[random(noise.length)] + valid.slice(at + random(3));
      let parses = true;
      try {
        JSON.parse(text);
      } catch {
        parses = false;
      }
      expect({ text, located: locateJsonSyntaxError(text) !== null }).toEqual({ text, located: !parses });
    }
  });
});
