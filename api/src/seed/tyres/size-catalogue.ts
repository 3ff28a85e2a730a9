/** The tyre kinds the seed makes lines for; each maps to the sizes that kind is sold in. */
export type TyreCategory =
  'truckRadial' | 'truckBias' | 'lcv' | 'tractorRear' | 'tractorFront' | 'threeWheeler' | 'earthmover';

export interface CatalogueSize {
  key: string;
  /** Typical street price of a mid-range brand, rupees per tyre (docs/domain.md#seed-data levels). */
  basePrice: number;
  loadIndex: string | null;
  speedRating: string | null;
  plyRating: number | null;
  tubeless: boolean;
}

const size = (
  key: string,
  basePrice: number,
  loadIndex: string | null,
  speedRating: string | null,
  plyRating: number | null,
  tubeless = false,
): CatalogueSize => ({ key, basePrice, loadIndex, speedRating, plyRating, tubeless });

export const SIZES_BY_CATEGORY: Record<TyreCategory, CatalogueSize[]> = {
  truckRadial: [
    size('295/80 R22.5', 25000, '152/148', 'M', 18, true),
    size('275/80 R22.5', 22500, '149/146', 'L', 16, true),
    size('315/80 R22.5', 29500, '156/150', 'L', 20, true),
    size('295/90 R20', 25500, '154/150', 'K', 18),
    size('10.00 R20', 21500, '146/143', 'K', 16),
    size('235/75 R17.5', 14500, '132/130', 'M', 14, true),
    size('215/75 R17.5', 12800, '126/124', 'M', 12, true),
  ],
  truckBias: [
    size('10.00-20', 18500, '146/143', 'J', 16),
    size('9.00-20', 15800, '140/137', 'J', 14),
    size('11.00-20', 21500, '150/146', 'J', 18),
    size('8.25-20', 12800, '133/131', 'J', 14),
    size('8.25-16', 11200, '128/124', 'J', 14),
  ],
  lcv: [
    size('7.50-16', 9200, '121/120', 'J', 14),
    size('7.00-15', 7600, '114/112', 'J', 12),
    size('7.00-16', 8300, '118/114', 'J', 14),
    size('185 R14 C', 5400, '102/100', 'R', 8, true),
    size('195 R15 C', 6300, '106/104', 'R', 8, true),
    size('145 R12 LT', 3400, '86/84', 'N', 8),
    size('155 R13 LT', 3950, '90/88', 'N', 8),
  ],
  tractorRear: [
    size('13.6-28', 16200, null, 'A6', 8),
    size('14.9-28', 18800, null, 'A6', 12),
    size('12.4-28', 14100, null, 'A6', 8),
    size('16.9-28', 24500, null, 'A6', 12),
    size('12.4-24', 12300, null, 'A6', 8),
    size('13.6-24', 14600, null, 'A6', 8),
  ],
  tractorFront: [
    size('6.00-16', 3650, null, 'A6', 8),
    size('6.50-16', 4250, null, 'A6', 8),
    size('7.50-16', 5900, null, 'A6', 8),
    size('6.50-20', 4700, null, 'A6', 8),
    size('8.3-20', 6600, null, 'A6', 8),
  ],
  threeWheeler: [
    size('4.00-8', 1900, '71', 'F', 6),
    size('4.50-10', 2550, '76', 'F', 8),
    size('4.00-12', 2200, '68', 'J', 6),
    size('3.75-12', 1650, '60', 'J', 6),
  ],
  // Industrial and loader tyres of backhoe loaders and pick-and-carry cranes.
  earthmover: [
    size('12.5-18', 17500, null, 'A8', 10),
    size('16.9-28', 27500, null, 'A8', 12),
    size('14.00-24', 38000, null, 'A8', 16),
    size('17.5-25', 54000, null, 'A8', 16),
  ],
};
