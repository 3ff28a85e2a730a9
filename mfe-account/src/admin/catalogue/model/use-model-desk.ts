import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@cvb/router';
import {
  createDeskModel,
  discontinueDeskModel,
  launchDeskModel,
  publishDeskModel,
  restoreDeskVersion,
  saveDeskDraft,
} from '@cvb/api-client';
import type { DeskConflict, DeskModel, DeskModelDocument } from '@cvb/contracts';
import { failureMessage } from '../../../common/failure-message';
import { useDateText } from '../../use-date-text';
import { conflictOf } from '../desk-refusal';
import { useDeskLocale } from '../use-locale';
import { documentOf, documentToSend } from './model-document';

export type Outcome = { tone: 'success' | 'danger'; text: string } | null;
export type Busy = 'saving' | 'publishing' | 'restoring' | null;

/** What a publish does: launch an upcoming model, discontinue one, or publish the draft as it is. */
export function publishKind(
  model: DeskModel | null,
  document: DeskModelDocument,
): 'launch' | 'discontinue' | 'publish' {
  const live = model?.published?.document.status;
  if (live === 'upcoming' && document.status === 'on-sale') return 'launch';
  if (live && live !== 'discontinued' && document.status === 'discontinued') return 'discontinue';
  return 'publish';
}

/**
 * The model editor's state and writes (docs/domain.md#catalogue-desk): the document as typed, the version it is
 * based on, and save / publish / restore. A refused write never touches what was typed: a 409 is kept as a
 * conflict for the editor to settle, a 400 as the API's message.
 */
export function useModelDesk(initial: DeskModel | null, blank: DeskModelDocument) {
  const { t } = useTranslation('admin');
  const locale = useDeskLocale();
  const navigate = useNavigate();
  const timeText = useDateText(true);
  const [model, setModel] = useState<DeskModel | null>(initial);
  const [document, setDocument] = useState<DeskModelDocument>(() => (initial ? documentOf(initial) : blank));
  const [version, setVersion] = useState(initial?.version ?? 0);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [conflict, setConflict] = useState<DeskConflict<DeskModel> | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [historyKey, setHistoryKey] = useState(0);

  const took = (next: DeskModel) => {
    setModel(next);
    setVersion(next.version);
    setConflict(null);
  };

  const refused = (error: unknown) => {
    const stale = conflictOf<DeskModel>(error);
    if (stale) setConflict(stale);
    else setOutcome({ tone: 'danger', text: failureMessage(error) ?? t('form.failed') });
  };

  async function saveDraft(): Promise<DeskModel | null> {
    setOutcome(null);
    const sent = documentToSend(document);
    if (!model) {
      const created = await createDeskModel({ document: sent }, locale);
      navigate(`/admin/catalogue/models/${created.id}`, { replace: true });
      return created;
    }
    const saved = await saveDeskDraft(model.id, { version, document: sent }, locale);
    took(saved);
    return saved;
  }

  async function run(kind: Exclude<Busy, null>, work: () => Promise<void>) {
    setBusy(kind);
    try {
      await work();
    } catch (error) {
      refused(error);
    } finally {
      setBusy(null);
    }
  }

  const save = () =>
    run('saving', async () => {
      const saved = await saveDraft();
      if (saved)
        setOutcome({
          tone: 'success',
          text: t('catalogue.draft.saved', { time: timeText(new Date().toISOString()) }),
        });
    });

  const publish = () =>
    run('publishing', async () => {
      const kind = publishKind(model, document);
      const saved = await saveDraft();
      if (!saved || !model) return;
      if (kind === 'launch') {
        const answer = await launchDeskModel(saved.id, saved.version, locale);
        took(answer.model);
        setOutcome({ tone: 'success', text: t('catalogue.draft.launched', { count: answer.alertsQueued }) });
      } else {
        const done =
          kind === 'discontinue'
            ? await discontinueDeskModel(
                saved.id,
                { version: saved.version, successorModelId: document.successorModelId },
                locale,
              )
            : await publishDeskModel(saved.id, saved.version, locale);
        took(done);
        setOutcome({ tone: 'success', text: t('catalogue.draft.published') });
      }
      setHistoryKey((n) => n + 1);
    });

  const restore = (fromVersion: number) =>
    run('restoring', async () => {
      if (!model) return;
      const restored = await restoreDeskVersion(model.id, { version, fromVersion }, locale);
      took(restored);
      setDocument(documentOf(restored));
      setOutcome({ tone: 'success', text: t('catalogue.history.restored', { version: fromVersion }) });
    });

  /** The conflict settled: their version in the form, or the editor's kept to be saved over theirs. */
  const settle = (take: 'theirs' | 'mine') => {
    if (!conflict) return;
    if (take === 'theirs') setDocument(documentOf(conflict.current));
    took(conflict.current);
    setOutcome(null);
  };

  return {
    model,
    document,
    setDocument,
    outcome,
    conflict,
    busy,
    historyKey,
    save,
    publish,
    restore,
    settle,
  };
}
