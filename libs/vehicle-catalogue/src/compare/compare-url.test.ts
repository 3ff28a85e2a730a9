import { compareFromUrl, compareToUrl } from './compare-url';

describe('compare URL', () => {
  it('writes a shareable URL', () => {
    expect(compareToUrl(['a', 'b', 'c'])).toBe('/trucks/compare?variants=a,b,c');
    expect(compareToUrl(['lynx-smart'], '/buses/compare')).toBe('/buses/compare?variants=lynx-smart');
    expect(compareToUrl([])).toBe('/trucks/compare');
  });

  it('reads a full URL, a path, a query string or search params', () => {
    expect(compareFromUrl('https://cvbazaar.in/trucks/compare?variants=a,b,c')).toEqual(['a', 'b', 'c']);
    expect(compareFromUrl('/trucks/compare?variants=a,b')).toEqual(['a', 'b']);
    expect(compareFromUrl('variants=a')).toEqual(['a']);
    expect(compareFromUrl(new URLSearchParams('variants=x&variants=y'))).toEqual(['x', 'y']);
    expect(compareFromUrl('/trucks/compare')).toEqual([]);
  });

  it('drops invalid slugs and duplicates and keeps at most four', () => {
    expect(compareFromUrl('?variants=a,,A%20B,a,b,c,d,e')).toEqual(['a', 'b', 'c', 'd']);
  });

  it('round-trips', () => {
    const selection = ['tata-ace-gold-petrol', 'mahindra-jeeto-x-plus'];
    expect(compareFromUrl(compareToUrl(selection))).toEqual(selection);
  });
});
