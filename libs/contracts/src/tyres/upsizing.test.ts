import { parseTyreSize, type TyreSize } from './tyre-size';
import { compareTyreSizes } from './upsizing';

function size(input: string): TyreSize {
  const result = parseTyreSize(input);
  if (!result.ok) throw new Error(result.message);
  return result.size;
}

describe('compareTyreSizes', () => {
  it('295/80 R22.5 → 315/80 R22.5: +32 mm (+3.07 %), beyond the 3 % limit', () => {
    // 22.5 × 25.4 + 2 × 295 × 0.80 = 1043.5 mm; 22.5 × 25.4 + 2 × 315 × 0.80 = 1075.5 mm.
    const result = compareTyreSizes(size('295/80 R22.5'), size('315/80 R22.5'));
    expect(result.current).toEqual({
      key: '295/80 R22.5',
      widthMm: 295,
      diameterMm: 1043.5,
      circumferenceMm: 3278.3,
    });
    expect(result.proposed.diameterMm).toBe(1075.5);
    expect(result.diameterDiffMm).toBe(32);
    expect(result.diameterDiffPercent).toBe(3.07);
    expect(result.widthDiffMm).toBe(20);
    expect(result.circumferenceDiffMm).toBe(100.5);
    // 1075.5 / 1043.5 = 1.03067: a shown 60 km/h is really 61.8 km/h.
    expect(result.speedometer).toEqual([
      { shownKmh: 40, actualKmh: 41.2 },
      { shownKmh: 60, actualKmh: 61.8 },
      { shownKmh: 80, actualKmh: 82.5 },
    ]);
    expect(result.verdict).toBe('too-big');
  });

  it('295/80 R22.5 → 295/90 R20: −0.43 %, within the limit', () => {
    // 20 × 25.4 + 2 × 295 × 0.90 = 508 + 531 = 1039 mm: −4.5 mm, −0.43 %.
    const result = compareTyreSizes(size('295/80 R22.5'), size('295/90 R20'));
    expect(result.proposed.diameterMm).toBe(1039);
    expect(result.diameterDiffMm).toBe(-4.5);
    expect(result.diameterDiffPercent).toBe(-0.43);
    expect(result.verdict).toBe('within-limit');
  });

  it('145 R12 LT → 155 R13 LT on an Ace: +7.6 %, too big', () => {
    // 304.8 + 2 × 118.9 = 542.6 mm; 330.2 + 2 × 127.1 = 584.4 mm.
    const result = compareTyreSizes(size('145 R12 LT'), size('155 R13 LT'));
    expect(result.diameterDiffPercent).toBe(7.7);
    expect(result.speedometer[1]).toEqual({ shownKmh: 60, actualKmh: 64.6 });
    expect(result.verdict).toBe('too-big');
  });

  it('calls a smaller tyre too small beyond −3 % and lets exactly the same size pass', () => {
    expect(compareTyreSizes(size('10.00-20'), size('9.00-20')).verdict).toBe('too-small');
    const same = compareTyreSizes(size('13.6-28'), size('13.6-28'));
    expect(same.diameterDiffPercent).toBe(0);
    expect(same.verdict).toBe('within-limit');
    expect(same.speedometer.map((reading) => reading.actualKmh)).toEqual([40, 60, 80]);
  });
});
