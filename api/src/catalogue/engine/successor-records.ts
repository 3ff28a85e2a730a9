import type { VehicleVertical } from '@cvb/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { vehicleModels } from '../../db/schema';
import { catalogueModelDesk } from '../../db/schema-catalogue-desk';

/** The successor an editor named for each discontinued model of the vertical (docs/domain.md#catalogue-desk). */
export async function querySuccessors(db: Db, vertical: VehicleVertical): Promise<Map<number, number>> {
  const rows = await db
    .select({ modelId: catalogueModelDesk.modelId, successorId: catalogueModelDesk.successorModelId })
    .from(catalogueModelDesk)
    .innerJoin(vehicleModels, eq(vehicleModels.id, catalogueModelDesk.modelId))
    .where(and(eq(vehicleModels.vertical, vertical), isNotNull(catalogueModelDesk.successorModelId)));
  return new Map(rows.flatMap((row) => (row.successorId === null ? [] : [[row.modelId, row.successorId]])));
}
