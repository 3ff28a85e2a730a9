import type { Db } from '../../db/database';
import { farmImplements } from '../../db/schema-implements';
import { implementDescriptions } from './implement-texts';
import { IMPLEMENT_ROWS } from './implement-rows';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The implements, most looked-at first within the list order. */
export async function seedImplements(tx: Tx): Promise<void> {
  await tx.insert(farmImplements).values(
    IMPLEMENT_ROWS.map(
      ([slug, name, brandName, type, hpMin, hpMax, price, workingWidthMm, weightKg], index) => ({
        slug,
        name,
        brandName,
        type,
        hpMin,
        hpMax,
        price,
        workingWidthMm,
        weightKg,
        description: implementDescriptions(name, type, hpMin, hpMax),
        popularity: IMPLEMENT_ROWS.length - index,
      }),
    ),
  );
}
