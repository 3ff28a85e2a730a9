import { sql, type SQL } from 'drizzle-orm';
import { dealers } from '../db/schema';
import { catalogueDealerDesk } from '../db/schema-catalogue-desk';

/** A dealer or service centre an editor has not closed (closed ones leave the site's lists). */
export function openDealer(): SQL {
  return sql`not exists (select 1 from ${catalogueDealerDesk} where ${catalogueDealerDesk.dealerId} = ${dealers.id} and ${catalogueDealerDesk.closed})`;
}
