import { contentQuerySchema } from './content-query';

describe('contentQuerySchema', () => {
  it('accepts the content query language and coerces numbers', () => {
    expect(
      contentQuerySchema.parse({ _sort: 'name:ASC', _limit: '-1', _start: '10', _locale: 'hi' }),
    ).toEqual({
      _sort: 'name:ASC',
      _limit: -1,
      _start: 10,
      _locale: 'hi',
    });
  });

  it('rejects a malformed sort and an unknown locale with a message naming the rule', () => {
    const bad = contentQuerySchema.safeParse({ _sort: 'name;drop', _locale: 'fr' });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((i) => i.message).join(' | ');
    expect(messages).toContain('_sort must look like');
    expect(bad.error?.issues.map((i) => i.path[0])).toContain('_locale');
  });
});
