import { REVIEW_ATTRIBUTES, type ReviewAttribute, type ReviewSummary } from '@cvb/contracts';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { vehicleReviews } from '../../db/schema-reviews';

const oneDecimal = (value: string | number | null): number | null =>
  value === null ? null : Math.round(Number(value) * 10) / 10;

/** A review's own overall score: the mean of the attributes it rated (truck attributes may be null). */
function reviewMean(): SQL {
  const columns = REVIEW_ATTRIBUTES.map((attribute) => vehicleReviews[attribute]);
  const total = sql.join(
    columns.map((column) => sql`coalesce(${column}, 0)`),
    sql` + `,
  );
  const rated = sql.join(
    columns.map((column) => sql`(${column} is not null)::int`),
    sql` + `,
  );
  return sql`(${total})::numeric / nullif(${rated}, 0)`;
}

/** Count and averages of the visitors' public (live) reviews of a model; nulls when there are none. Never invented. */
export async function reviewSummaryOf(db: Db, modelId: number): Promise<ReviewSummary> {
  const averages = Object.fromEntries(
    REVIEW_ATTRIBUTES.map((attribute) => [attribute, sql<string | null>`avg(${vehicleReviews[attribute]})`]),
  ) as Record<ReviewAttribute, SQL<string | null>>;
  const [row] = await db
    .select({
      count: count(),
      averageOverall: sql<string | null>`avg(${reviewMean()})`,
      ...averages,
    })
    .from(vehicleReviews)
    .where(and(eq(vehicleReviews.modelId, modelId), eq(vehicleReviews.moderation, 'live')));
  const attributes = Object.fromEntries(
    REVIEW_ATTRIBUTES.map((attribute) => [attribute, oneDecimal(row[attribute])]),
  ) as ReviewSummary['attributes'];
  return { count: Number(row.count), averageOverall: oneDecimal(row.averageOverall), attributes };
}
