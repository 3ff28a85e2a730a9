import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { badRequestMessage, moderateItem } from '@cvb/api-client';
import {
  ACTIONS_NEEDING_REASON,
  type EditorModerationAction,
  type ModerationItem,
  type ModerationView,
} from '@cvb/contracts';
import { Button, Muted } from '@cvb/ui';
import { useDateText } from '../use-date-text';

/** What an editor can do with an item in each list. */
const ACTIONS: Record<ModerationView, (item: ModerationItem) => EditorModerationAction[]> = {
  queue: () => ['approve', 'reject', 'delete'],
  live: () => ['hide', 'delete'],
  removed: (item) => (item.status === 'deleted' ? [] : ['restore', 'delete']),
};

/** One review, question, answer or ad with its reason box and the editor's buttons. */
export function ModerationItemCard({
  item,
  view,
  onDone,
}: {
  item: ModerationItem;
  view: ModerationView;
  onDone: () => void;
}) {
  const { t } = useTranslation('admin');
  const dateText = useDateText(true);
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const actions = ACTIONS[view](item);
  const heading = item.title || t('moderation.untitled');

  const act = async (action: EditorModerationAction) => {
    if (ACTIONS_NEEDING_REASON.includes(action) && reason.trim() === '') {
      setProblem(t('moderation.reasonRequired'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await moderateItem(item.kind, item.id, { action, reason: reason.trim() });
      onDone();
    } catch (error) {
      setProblem(badRequestMessage(error) ?? t('form.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li>
      <article aria-label={`${t(`moderation.kinds.${item.kind}`)}: ${heading}`}>
        <h3 style={{ margin: 0, fontSize: '1rem' }}>
          {t(`moderation.kinds.${item.kind}`)}: {heading}
        </h3>
        {item.text && <p style={{ whiteSpace: 'pre-wrap' }}>{item.text}</p>}
        <Muted>
          {t('moderation.by', { author: item.author, date: dateText(item.createdAt) })}
          {item.holdReason && <> · {t(`moderation.holdReasons.${item.holdReason}`)}</>}
        </Muted>
        {view === 'removed' && (
          <p>
            {t(`moderation.statuses.${item.status}`)}
            {item.reason && <> · {t('moderation.reasonWas', { reason: item.reason })}</>}
            {item.moderatedBy && item.moderatedAt && (
              <>
                {' '}
                · {t('moderation.decidedBy', { editor: item.moderatedBy, date: dateText(item.moderatedAt) })}
              </>
            )}
          </p>
        )}
        {actions.length > 0 && (
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'end' }}>
            <label htmlFor={reasonId} style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
              {t('moderation.reason')}
              <input
                id={reasonId}
                value={reason}
                maxLength={500}
                onChange={(event) => setReason(event.target.value)}
                aria-describedby={problem ? `${reasonId}-problem` : undefined}
                style={{ minHeight: 44, minWidth: 240 }}
              />
            </label>
            {actions.map((action) => (
              <Button
                key={action}
                type="button"
                $variant={action === 'approve' || action === 'restore' ? 'primary' : 'secondary'}
                disabled={busy}
                onClick={() => act(action)}
              >
                {t(`moderation.actions.${action}`)}
              </Button>
            ))}
          </div>
        )}
        {problem && (
          <p role="alert" id={`${reasonId}-problem`}>
            {problem}
          </p>
        )}
      </article>
    </li>
  );
}
