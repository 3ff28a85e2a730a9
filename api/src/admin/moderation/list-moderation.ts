import type {
  HoldReason,
  ModerationItem,
  ModerationKind,
  ModerationListResponse,
  ModerationStatus,
  ModerationView,
} from '@cvb/contracts';
import { asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { usedVehicleAds } from '../../db/schema-ads';
import { communityAnswers, communityQuestions } from '../../db/schema-community';
import { vehicleReviews } from '../../db/schema-reviews';

export interface ModerationListRequest {
  view: ModerationView;
  _start: number;
  _limit: number;
}

const VIEW_STATUSES: Record<ModerationListRequest['view'], ModerationStatus[]> = {
  queue: ['held'],
  live: ['live'],
  removed: ['hidden', 'rejected', 'deleted'],
};

/** The columns every kind is listed with, under the same names. */
interface ListedRow {
  id: number;
  status: ModerationStatus;
  title: string;
  text: string;
  author: string;
  holdReason: string | null;
  reason: string | null;
  moderatedBy: string | null;
  moderatedAt: Date | null;
  createdAt: Date;
}

/** Queue: oldest first; live: newest first; removed: the latest decision first. */
function orderOf(view: ModerationListRequest['view'], createdAt: PgColumn, moderatedAt: PgColumn): SQL[] {
  if (view === 'queue') return [asc(createdAt)];
  if (view === 'live') return [desc(createdAt)];
  return [sql`${moderatedAt} desc nulls last`, desc(createdAt)];
}

async function rowsOf(
  db: Db,
  kind: ModerationKind,
  view: ModerationListRequest['view'],
  limit: number,
): Promise<ListedRow[]> {
  const statuses = VIEW_STATUSES[view];
  switch (kind) {
    case 'review':
      return db
        .select({
          id: vehicleReviews.id,
          status: vehicleReviews.moderation,
          title: vehicleReviews.title,
          text: vehicleReviews.description,
          author: vehicleReviews.name,
          holdReason: vehicleReviews.holdReason,
          reason: vehicleReviews.moderationReason,
          moderatedBy: users.name,
          moderatedAt: vehicleReviews.moderatedAt,
          createdAt: vehicleReviews.createdAt,
        })
        .from(vehicleReviews)
        .leftJoin(users, eq(users.id, vehicleReviews.moderatedBy))
        .where(inArray(vehicleReviews.moderation, statuses))
        .orderBy(...orderOf(view, vehicleReviews.createdAt, vehicleReviews.moderatedAt))
        .limit(limit);
    case 'question':
      return db
        .select({
          id: communityQuestions.id,
          status: communityQuestions.moderation,
          title: communityQuestions.title,
          text: communityQuestions.details,
          author: communityQuestions.authorName,
          holdReason: communityQuestions.holdReason,
          reason: communityQuestions.moderationReason,
          moderatedBy: users.name,
          moderatedAt: communityQuestions.moderatedAt,
          createdAt: communityQuestions.createdAt,
        })
        .from(communityQuestions)
        .leftJoin(users, eq(users.id, communityQuestions.moderatedBy))
        .where(inArray(communityQuestions.moderation, statuses))
        .orderBy(...orderOf(view, communityQuestions.createdAt, communityQuestions.moderatedAt))
        .limit(limit);
    case 'answer':
      return db
        .select({
          id: communityAnswers.id,
          status: communityAnswers.moderation,
          title: communityQuestions.title,
          text: communityAnswers.body,
          author: communityAnswers.authorName,
          holdReason: communityAnswers.holdReason,
          reason: communityAnswers.moderationReason,
          moderatedBy: users.name,
          moderatedAt: communityAnswers.moderatedAt,
          createdAt: communityAnswers.createdAt,
        })
        .from(communityAnswers)
        .innerJoin(communityQuestions, eq(communityQuestions.id, communityAnswers.questionId))
        .leftJoin(users, eq(users.id, communityAnswers.moderatedBy))
        .where(inArray(communityAnswers.moderation, statuses))
        .orderBy(...orderOf(view, communityAnswers.createdAt, communityAnswers.moderatedAt))
        .limit(limit);
    case 'ad': {
      const rows = await db
        .select({
          id: usedVehicleAds.id,
          status: usedVehicleAds.moderation,
          brand: usedVehicleAds.brand,
          model: usedVehicleAds.model,
          year: usedVehicleAds.year,
          text: usedVehicleAds.description,
          author: usedVehicleAds.name,
          holdReason: usedVehicleAds.holdReason,
          reason: usedVehicleAds.moderationReason,
          moderatedBy: users.name,
          moderatedAt: usedVehicleAds.moderatedAt,
          createdAt: usedVehicleAds.createdAt,
        })
        .from(usedVehicleAds)
        .leftJoin(users, eq(users.id, usedVehicleAds.moderatedBy))
        .where(inArray(usedVehicleAds.moderation, statuses))
        .orderBy(...orderOf(view, usedVehicleAds.createdAt, usedVehicleAds.moderatedAt))
        .limit(limit);
      return rows.map(({ brand, model, year, ...row }) => ({ ...row, title: `${year} ${brand} ${model}` }));
    }
  }
}

async function countOf(db: Db, kind: ModerationKind, statuses: ModerationStatus[]): Promise<number> {
  const table = {
    review: vehicleReviews,
    question: communityQuestions,
    answer: communityAnswers,
    ad: usedVehicleAds,
  }[kind];
  const [{ total }] = await db
    .select({ total: count() })
    .from(table)
    .where(inArray(table.moderation, statuses));
  return Number(total);
}

const KINDS: ModerationKind[] = ['review', 'question', 'answer', 'ad'];

/**
 * The editors' moderation lists: the queue (held items, oldest first: first come, first checked), what is live
 * (newest first, to hide) or what was taken down (hidden, rejected, deleted; the latest decision first), reviews, questions, answers and ads together.
 */
export async function listModeration(
  db: Db,
  request: ModerationListRequest,
): Promise<ModerationListResponse> {
  const statuses = VIEW_STATUSES[request.view];
  const wanted = request._start + request._limit;
  const perKind = await Promise.all(
    KINDS.map(async (kind) => (await rowsOf(db, kind, request.view, wanted)).map((row) => ({ kind, row }))),
  );
  const totals = await Promise.all(KINDS.map((kind) => countOf(db, kind, statuses)));
  const time = (date: Date | null): number => date?.getTime() ?? 0;
  const sorted = perKind
    .flat()
    .sort((a, b) =>
      request.view === 'queue'
        ? time(a.row.createdAt) - time(b.row.createdAt)
        : request.view === 'live'
          ? time(b.row.createdAt) - time(a.row.createdAt)
          : time(b.row.moderatedAt) - time(a.row.moderatedAt),
    );
  const items: ModerationItem[] = sorted.slice(request._start, wanted).map(({ kind, row }) => ({
    kind,
    id: row.id,
    status: row.status,
    title: row.title,
    text: row.text,
    author: row.author,
    holdReason: row.holdReason as HoldReason | null,
    reason: row.reason,
    moderatedBy: row.moderatedBy,
    moderatedAt: row.moderatedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
  return { items, total: totals.reduce((sum, total) => sum + total, 0) };
}
