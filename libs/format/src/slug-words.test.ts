import { slugWords } from './slug-words';

it('turns a slug into capitalised words', () => {
  expect(slugWords('tata-motors')).toBe('Tata Motors');
  expect(slugWords('ace-gold--cng')).toBe('Ace Gold Cng');
  expect(slugWords('')).toBe('');
});
