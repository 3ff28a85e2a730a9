import { useTranslation } from 'react-i18next';
import { Button } from '@cvb/ui';
import { Actions, Notice } from '../../common/form-parts';
import { useDateText } from '../use-date-text';

export interface ConflictNoticeProps {
  /** Who saved the newer version, and when (a 409's `changedBy` and `changedAt`). */
  conflict: { changedBy: string; changedAt: string };
  onReload: () => void;
  onKeep: () => void;
}

/** A save refused because someone saved first: who and when, and the editor's choice (their typing stays). */
export function ConflictNotice({ conflict, onReload, onKeep }: ConflictNoticeProps) {
  const { t } = useTranslation('admin');
  const dateText = useDateText(true);
  return (
    <div role="alert">
      <Notice $tone="danger">
        {t('catalogue.draft.conflict', { name: conflict.changedBy, time: dateText(conflict.changedAt) })}
      </Notice>
      <Actions>
        <Button type="button" $variant="secondary" onClick={onReload}>
          {t('catalogue.draft.reload')}
        </Button>
        <Button type="button" $variant="secondary" onClick={onKeep}>
          {t('catalogue.draft.keep')}
        </Button>
      </Actions>
    </div>
  );
}
