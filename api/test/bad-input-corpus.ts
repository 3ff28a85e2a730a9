/** Inputs no write route may answer with a 5xx or store anything for. */

const deep = (levels: number): unknown => {
  let value: unknown = 'leaf';
  for (let level = 0; level < levels; level += 1) value = level % 2 === 0 ? { a: value } : [value];
  return value;
};

const deepText = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/** One bad value given to every field of a body at once, so no field can make the rest valid. */
export const BAD_VALUES: ReadonlyArray<[label: string, value: unknown]> = [
  ['null', null],
  ['empty string', ''],
  ['spaces', '   '],
  ['array', ['a', 'b']],
  ['empty object', {}],
  ['true', true],
  ['negative number', -1],
  ['huge number', 1e308],
  ['unsafe integer', Number.MAX_SAFE_INTEGER + 2],
  ['negative huge', -1e308],
  ['huge string', 'x'.repeat(100_000)],
  ['NUL', 'abc\u0000def'],
  ['bell and escape', '\u0007\u001b[31m'],
  ['lone surrogate', 'a\ud800b'],
  ['bidi override', 'invoice\u202Efdp.exe'],
  ['bidi isolate', 'a\u2066b\u2069'],
  ['deep nesting', deep(40)],
  ['__proto__ object', JSON.parse('{"__proto__":{"isAdmin":true}}')],
];

/**
 * Texts that are wrong for a mobile, an email or a name but fine in a free-text field (an answer may quote a
 * script tag; it is stored and shown escaped): no 5xx, but a route with a free-text field may store them.
 */
export const TEXT_LIKE_VALUES: ReadonlyArray<[label: string, value: unknown]> = [
  ['bad mobile', '98765abc10'],
  ['bad email', '<script>@x.co'],
  ['script', '<script>alert(1)</script>'],
  ['path traversal', '../../../etc/passwd'],
  ['NaN text', 'NaN'],
];

/** Whole bodies that are not an object of fields, sent as raw JSON text. */
export const BAD_RAW_BODIES: ReadonlyArray<[label: string, body: string]> = [
  ['null body', 'null'],
  ['array body', '[1,2,3]'],
  ['string body', '"just text"'],
  ['number body', '-1e999'],
  ['broken JSON', '{"name": "Ravi",'],
  ['__proto__ poisoning', '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"role":"admin"}}}'],
  ['10,000 levels deep', deepText(10_000)],
  ['NUL key', '{"na\\u0000me":"Ravi"}'],
];

/** Path parameters that name nothing valid. */
export const BAD_PARAMS: readonly string[] = [
  '0',
  '-1',
  '2147483647',
  '2147483648',
  '4294967296',
  '0x10',
  '%201',
  '1%20',
  '1e1',
  '+1',
  '01.5',
  '99999999999999999999999',
  '1e308',
  'abc',
  '%00',
  '%E0%A4',
  '..%2F..%2Fetc',
  'x'.repeat(2000),
];

/** Texts no one-line field of a used-vehicle ad may hold (the ad is otherwise valid, so only they can refuse it). */
export const BAD_AD_TEXTS: ReadonlyArray<[label: string, value: string]> = [
  ['NUL', 'Pune\u0000'],
  ['escape sequence', 'Pune\u001b[31m'],
  ['bidi override', 'MH-12\u202Egnp.exe'],
  ['lone surrogate', 'White\ud800'],
  ['markup', '<img src=x onerror=alert(1)>'],
];

/** Bytes that are not UTF-8 (a lone continuation byte and a broken two-byte sequence). */
export const NOT_UTF8 = Buffer.from([0x80, 0xc3, 0x28]);
