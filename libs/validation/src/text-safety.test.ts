import { findUnsafeText, hasControlCharacters, MAX_INPUT_DEPTH } from './text-safety';
import { maxLengthOfField, TEXT_LIMITS } from './text-limits';

describe('text safety', () => {
  it('refuses control characters but keeps tabs and line breaks', () => {
    expect(hasControlCharacters('Ravi\u0000')).toBe(true);
    expect(hasControlCharacters('bell\u0007')).toBe(true);
    expect(hasControlCharacters('del\u007f')).toBe(true);
    expect(hasControlCharacters('c1\u0085')).toBe(true);
    expect(hasControlCharacters('half \ud800 surrogate')).toBe(true);
    expect(hasControlCharacters('line one\nline two\r\n\tindented')).toBe(false);
    expect(hasControlCharacters('ट्रक 🚚')).toBe(false);
  });

  it('names the first field with a control character, however deep', () => {
    expect(findUnsafeText({ name: 'Ravi', contact: { city: 'Pune\u0000' } })).toEqual({
      field: 'contact.city',
      message: 'must not contain control characters',
    });
    expect(findUnsafeText({ images: ['a', 'b\u0001'] })?.field).toBe('images.1');
    expect(findUnsafeText({ ['bad\u0000key']: 1 })?.message).toBe('must not contain control characters');
    expect(findUnsafeText('x\u0000', 'q')?.field).toBe('q');
  });

  it('gives every text field a maximum by its key', () => {
    expect(findUnsafeText({ name: 'R'.repeat(TEXT_LIMITS.name + 1) })).toEqual({
      field: 'name',
      message: `must be ${TEXT_LIMITS.name} characters or less`,
    });
    expect(findUnsafeText({ sellerName: 'R'.repeat(3000) })?.field).toBe('sellerName');
    expect(findUnsafeText({ description: 'd'.repeat(5000) })).toBeNull();
    expect(findUnsafeText({ anything: 'x'.repeat(TEXT_LIMITS.longText + 1) })?.field).toBe('anything');
    expect(maxLengthOfField('email')).toBe(254);
    expect(maxLengthOfField('modelSlug')).toBe(TEXT_LIMITS.shortText);
    expect(maxLengthOfField('contentBase64')).toBe(TEXT_LIMITS.base64File);
  });

  it('refuses input nested deeper than any form', () => {
    let deep: unknown = 'leaf';
    for (let level = 0; level < MAX_INPUT_DEPTH + 2; level += 1) deep = { a: deep };
    expect(findUnsafeText(deep)?.message).toBe('is nested too deeply');
    expect(findUnsafeText({ a: { b: [1, 2, { c: 'fine' }] } })).toBeNull();
  });
});
