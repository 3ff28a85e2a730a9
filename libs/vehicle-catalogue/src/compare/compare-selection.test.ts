import { COMPARE_MESSAGES, MAX_COMPARE_VARIANTS } from './compare-messages';
import {
  addVariant,
  canAddVariant,
  compareSelectionError,
  removeVariant,
  type CompareSelection,
} from './compare-selection';

function selectAll(slugs: string[]): CompareSelection {
  return slugs.reduce<CompareSelection>((selection, slug) => addVariant(selection, slug).selection, []);
}

describe('compare selection', () => {
  it('keeps the exact messages of the specification', () => {
    expect(COMPARE_MESSAGES.nothingSelected).toBe('Select Varient!');
    expect(COMPARE_MESSAGES.tooMany).toBe('You can select 4 varients max');
    expect(COMPARE_MESSAGES.noVariantsForModel).toBe(
      'Sorry, no variants available for comparison; please select another model.',
    );
    expect(MAX_COMPARE_VARIANTS).toBe(4);
  });

  it('adds variants in order', () => {
    expect(addVariant(['ace-gold-diesel'], 'intra-v30')).toEqual({
      selection: ['ace-gold-diesel', 'intra-v30'],
      error: null,
    });
  });

  it('ignores a duplicate', () => {
    const selection = selectAll(['a', 'b']);
    expect(addVariant(selection, 'a')).toEqual({ selection: ['a', 'b'], error: null });
  });

  it('refuses a fifth variant with the exact message and keeps the four', () => {
    const four = selectAll(['a', 'b', 'c', 'd']);
    expect(canAddVariant(four)).toBe(false);
    expect(addVariant(four, 'e')).toEqual({
      selection: ['a', 'b', 'c', 'd'],
      error: 'You can select 4 varients max',
    });
  });

  it('a duplicate of a full selection is not an error', () => {
    expect(addVariant(selectAll(['a', 'b', 'c', 'd']), 'c').error).toBeNull();
  });

  it('removes a variant, making room again', () => {
    const three = removeVariant(selectAll(['a', 'b', 'c', 'd']), 'b');
    expect(three).toEqual(['a', 'c', 'd']);
    expect(canAddVariant(three)).toBe(true);
    expect(removeVariant(three, 'zzz')).toEqual(three);
  });

  it('will not compare nothing', () => {
    expect(compareSelectionError([])).toBe('Select Varient!');
    expect(compareSelectionError(['a'])).toBeNull();
    expect(compareSelectionError(['a', 'b', 'c', 'd'])).toBeNull();
    expect(compareSelectionError(['a', 'b', 'c', 'd', 'e'])).toBe('You can select 4 varients max');
  });
});
