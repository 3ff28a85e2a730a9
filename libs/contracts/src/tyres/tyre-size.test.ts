import { circumferenceMm, overallDiameterMm, parseTyreSize, sidewallMm, type TyreSize } from './tyre-size';

function parsed(input: string): TyreSize {
  const result = parseTyreSize(input);
  if (!result.ok) throw new Error(result.message);
  return result.size;
}

describe('parseTyreSize', () => {
  it('reads a metric radial truck size, with or without spaces', () => {
    for (const input of ['295/80 R22.5', '295/80R22.5', ' 295 / 80 r 22.5 ']) {
      expect(parsed(input)).toEqual({
        key: '295/80 R22.5',
        system: 'metric',
        construction: 'radial',
        widthMm: 295,
        widthLabel: '295',
        aspectRatio: 80,
        rimInches: 22.5,
        suffix: undefined,
      });
    }
  });

  it('reads a metric size without a ratio as the 82 series, keeping LT', () => {
    const ace = parsed('145 R12 LT');
    expect(ace).toMatchObject({
      key: '145 R12 LT',
      widthMm: 145,
      aspectRatio: 82,
      rimInches: 12,
      suffix: 'LT',
    });
    expect(parsed('155r13c')).toMatchObject({ key: '155 R13 C', construction: 'radial', suffix: 'C' });
  });

  it('reads conventional bias sizes in inches', () => {
    expect(parsed('10.00-20')).toMatchObject({
      key: '10.00-20',
      system: 'conventional',
      construction: 'bias',
      widthMm: 254,
      aspectRatio: 95,
      rimInches: 20,
    });
    expect(parsed('7.50-16')).toMatchObject({ key: '7.50-16', widthLabel: '7.50', rimInches: 16 });
    expect(parsed('4.00-8')).toMatchObject({ key: '4.00-8', widthMm: 101.6, rimInches: 8 });
    expect(parsed('10.00 R20')).toMatchObject({ key: '10.00 R20', construction: 'radial' });
  });

  it('reads agricultural flotation sizes', () => {
    expect(parsed('13.6-28')).toMatchObject({
      key: '13.6-28',
      system: 'agricultural',
      aspectRatio: 90,
      rimInches: 28,
    });
    expect(parsed('14.9-28').widthMm).toBeCloseTo(378.46, 2);
  });

  it('explains what is wrong with bad input', () => {
    expect(parseTyreSize('  ')).toEqual({
      ok: false,
      error: 'empty',
      message: 'Enter a tyre size, such as 295/80 R22.5, 145 R12 LT, 10.00-20 or 13.6-28.',
    });
    expect(parseTyreSize('big tyre')).toEqual({
      ok: false,
      error: 'unknown-format',
      message:
        '"big tyre" is not a tyre size we know. Write it like 295/80 R22.5, 145 R12 LT, 10.00-20 or 13.6-28.',
    });
    expect(parseTyreSize('295/80 R99')).toMatchObject({
      error: 'rim-out-of-range',
      message: 'The rim diameter must be between 8 and 54 inches (got 99).',
    });
    expect(parseTyreSize('295/120 R22.5')).toMatchObject({
      error: 'aspect-out-of-range',
      message: 'The aspect ratio must be between 25 and 100 (got 120).',
    });
    expect(parseTyreSize('950/80 R22.5')).toMatchObject({ error: 'width-out-of-range' });
  });
});

describe('tyre dimensions', () => {
  it('works out 295/80 R22.5: sidewall 236 mm, diameter 1043.5 mm', () => {
    const size = parsed('295/80 R22.5');
    expect(sidewallMm(size)).toBe(236);
    expect(overallDiameterMm(size)).toBeCloseTo(1043.5, 6);
    expect(circumferenceMm(size)).toBeCloseTo(3278.27, 1);
  });

  it('works out 145 R12 LT (Tata Ace Gold) and 10.00-20', () => {
    expect(overallDiameterMm(parsed('145 R12 LT'))).toBeCloseTo(542.6, 1);
    expect(overallDiameterMm(parsed('10.00-20'))).toBeCloseTo(990.6, 1);
  });
});
