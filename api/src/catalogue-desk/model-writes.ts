import { deskMessage, type DeskModel, type DeskModelDocument, type LocaleCode } from '@cvb/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from '../db/raw-rows';
import { catalogueModelDesk, catalogueModelVersions } from '../db/schema-catalogue-desk';
import { DeskConflictError, DeskInputError, DeskNotFoundError } from './desk-errors';
import type { Editor } from './desk-context';
import { documentChanges } from './document-changes';
import { liveRowsOf } from './document-of-rows';
import type { Tx } from './model-columns';
import { deskModelOf, deskRowOf, publishedDocumentOf } from './model-desk-state';
import { checkAgainstCatalogue, checkDocument, publishProblem } from './validate-document';
import { writeModelRows } from './write-model-rows';

/** Thrown inside a write's transaction when the model moved past the version the editor sent. */
class StaleVersion extends Error {}

export interface WriteContext {
  db: Db;
  editor: Editor;
  locale: LocaleCode;
  now: Date;
}

async function conflictOf(
  db: Db,
  modelId: number,
  locale: LocaleCode,
): Promise<DeskConflictError<DeskModel>> {
  const [current, row] = await Promise.all([deskModelOf(db, modelId), deskRowOf(db, modelId)]);
  if (!current || !row) throw new DeskNotFoundError(`No model ${modelId}`);
  const changedAt = row.updatedAt.toISOString();
  const message = deskMessage(locale, 'stale', {
    name: row.updatedBy,
    date: row.updatedAt.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' }),
  });
  return new DeskConflictError({ message, changedBy: row.updatedBy, changedAt, current });
}

/**
 * Runs `write` in one transaction after taking the model's next version, if the editor's `version` is still the
 * current one (a seeded model gets its desk row, at version 0, on its first write); else 409 with who moved it.
 * The editor's name is set for the transaction (`cvb.editor`), so the price history's trigger records it.
 */
async function atVersion<T>(
  context: WriteContext,
  modelId: number,
  version: number,
  write: (tx: Tx, next: number) => Promise<T>,
): Promise<T> {
  const { db, editor, now } = context;
  try {
    return await db.transaction(async (tx) => {
      const live = await liveRowsOf(tx, modelId);
      if (live) {
        await tx
          .insert(catalogueModelDesk)
          .values({ modelId, version: 0, updatedBy: 'seed', updatedAt: new Date(0) })
          .onConflictDoNothing();
      }
      const [taken] = await tx
        .update(catalogueModelDesk)
        .set({ version: sql`${catalogueModelDesk.version} + 1`, updatedBy: editor.name, updatedAt: now })
        .where(and(eq(catalogueModelDesk.modelId, modelId), eq(catalogueModelDesk.version, version)))
        .returning({ version: catalogueModelDesk.version });
      if (!taken) {
        if (!live && !(await deskRowOf(tx, modelId))) throw new DeskNotFoundError(`No model ${modelId}`);
        throw new StaleVersion();
      }
      await tx.execute(sql`select set_config('cvb.editor', ${editor.name}, true)`);
      return write(tx, taken.version);
    });
  } catch (error) {
    if (error instanceof StaleVersion) throw await conflictOf(db, modelId, context.locale);
    throw error;
  }
}

async function answer(db: Db, modelId: number): Promise<DeskModel> {
  const model = await deskModelOf(db, modelId);
  if (!model) throw new DeskNotFoundError(`No model ${modelId}`);
  return model;
}

/** A new model: its id reserved from the models' sequence, its first draft saved (version 1). */
export async function createModel(context: WriteContext, document: DeskModelDocument): Promise<DeskModel> {
  const { db, editor, locale, now } = context;
  checkDocument(document, now, locale);
  const id = await db.transaction(async (tx) => {
    const [reserved] = await rowsOf<{ id: number }>(
      tx,
      sql`select nextval(pg_get_serial_sequence('vehicle_models', 'id'))::int as id`,
    );
    const modelId = Number(reserved?.id);
    await checkAgainstCatalogue(tx, modelId, document, locale);
    await tx.insert(catalogueModelDesk).values({
      modelId,
      version: 1,
      draft: document,
      draftSavedBy: editor.name,
      draftSavedAt: now,
      updatedBy: editor.name,
      updatedAt: now,
    });
    return modelId;
  });
  return answer(db, id);
}

/** Saves the draft over `version`. */
export async function saveDraft(
  context: WriteContext,
  modelId: number,
  version: number,
  document: DeskModelDocument,
): Promise<DeskModel> {
  checkDocument(document, context.now, context.locale);
  await atVersion(context, modelId, version, async (tx) => {
    await checkAgainstCatalogue(tx, modelId, document, context.locale);
    await tx
      .update(catalogueModelDesk)
      .set({ draft: document, draftSavedBy: context.editor.name, draftSavedAt: context.now })
      .where(eq(catalogueModelDesk.modelId, modelId));
  });
  return answer(context.db, modelId);
}

/** Drops the draft. */
export async function discardDraft(
  context: WriteContext,
  modelId: number,
  version: number,
): Promise<DeskModel> {
  await atVersion(context, modelId, version, async (tx) => {
    await tx
      .update(catalogueModelDesk)
      .set({ draft: null, draftSavedBy: null, draftSavedAt: null })
      .where(eq(catalogueModelDesk.modelId, modelId));
  });
  return answer(context.db, modelId);
}

export interface PublishOptions {
  /** Changes the document to publish (the draft, or the live version when there is no draft). */
  change?: (document: DeskModelDocument) => DeskModelDocument;
  /** Refuses before anything is written (e.g. a launch of a model that is not upcoming). */
  check?: (live: DeskModelDocument | null) => void;
  flags?: { isLatest?: boolean };
}

/**
 * Publishes in one transaction: the live rows, the desk's version and successor, and the history entry with what
 * changed. Answers the published document (the caller announces the change once it has committed).
 */
export async function publishModel(
  context: WriteContext,
  modelId: number,
  version: number,
  options: PublishOptions = {},
): Promise<DeskModelDocument> {
  const { editor, locale, now } = context;
  return atVersion(context, modelId, version, async (tx, next) => {
    const desk = await deskRowOf(tx, modelId);
    const before = await publishedDocumentOf(tx, modelId);
    options.check?.(before);
    const base = desk?.draft ?? (options.change ? before : null);
    if (!base) throw new DeskInputError(undefined, deskMessage(locale, 'noDraft'));
    const document = options.change ? options.change(base) : base;
    checkDocument(document, now, locale);
    await checkAgainstCatalogue(tx, modelId, document, locale);
    const problem = publishProblem(document, locale);
    if (problem) throw problem;
    const live = await liveRowsOf(tx, modelId);
    await writeModelRows(tx, modelId, document, live?.model ?? null, options.flags);
    await tx
      .update(catalogueModelDesk)
      .set({
        draft: null,
        draftSavedBy: null,
        draftSavedAt: null,
        publishedVersion: next,
        successorModelId: document.status === 'discontinued' ? document.successorModelId : null,
      })
      .where(eq(catalogueModelDesk.modelId, modelId));
    const published = await publishedDocumentOf(tx, modelId);
    const after: DeskModelDocument = {
      ...document,
      ...published,
      expectedPriceMax: document.expectedPriceMax,
    };
    await tx.insert(catalogueModelVersions).values({
      modelId,
      version: next,
      document: after,
      changes: documentChanges(before, after),
      publishedBy: editor.name,
      publishedById: editor.id,
      publishedAt: now,
    });
    return after;
  });
}

/** Makes the document published as `fromVersion` the draft. */
export async function restoreVersion(
  context: WriteContext,
  modelId: number,
  version: number,
  fromVersion: number,
): Promise<DeskModel> {
  const { db, locale } = context;
  const [old] = await db
    .select({ document: catalogueModelVersions.document })
    .from(catalogueModelVersions)
    .where(and(eq(catalogueModelVersions.modelId, modelId), eq(catalogueModelVersions.version, fromVersion)));
  if (!old) throw new DeskNotFoundError(deskMessage(locale, 'unknownVersion', { version: fromVersion }));
  await atVersion(context, modelId, version, async (tx) => {
    await tx
      .update(catalogueModelDesk)
      .set({ draft: old.document, draftSavedBy: context.editor.name, draftSavedAt: context.now })
      .where(eq(catalogueModelDesk.modelId, modelId));
  });
  return answer(db, modelId);
}
