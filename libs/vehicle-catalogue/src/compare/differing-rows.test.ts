import { differingRows, rowDiffers } from './differing-rows';

describe('differingRows', () => {
  const rows = [
    { label: 'Fuel', values: ['Diesel', 'Diesel', 'Diesel'] },
    { label: 'GVW', values: ['12 T', '12 t ', '12 T'] },
    { label: 'Power', values: [100, 140, 100] },
    { label: 'Range', values: [null, null, 180] },
    { label: 'Axle', values: [null, null, null] },
  ];

  it('hides rows whose values are all equal', () => {
    expect(differingRows(rows).map((row) => row.label)).toEqual(['Power', 'Range']);
  });

  it('treats a single column and an empty row as equal', () => {
    expect(rowDiffers({ label: 'x', values: ['one'] })).toBe(false);
    expect(rowDiffers({ label: 'x', values: [] })).toBe(false);
  });

  it('keeps the row objects with their extra fields', () => {
    const withGroup = [{ label: 'Price', group: 'price', values: [1, 2] }];
    expect(differingRows(withGroup)[0].group).toBe('price');
  });
});
