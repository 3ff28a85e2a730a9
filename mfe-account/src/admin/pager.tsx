import { useTranslation } from 'react-i18next';
import { Button } from '@cvb/ui';
import { Actions } from '../common/form-parts';

export interface PagerProps {
  start: number;
  limit: number;
  total: number;
  onPage: (start: number) => void;
}

/** Previous / next over a list the API pages with _start and _limit. */
export function Pager({ start, limit, total, onPage }: PagerProps) {
  const { t } = useTranslation('admin');
  if (total <= limit) return null;
  return (
    <Actions
      as="nav"
      aria-label={t('pager.range', { from: start + 1, to: Math.min(start + limit, total), total })}
    >
      <Button
        type="button"
        $variant="secondary"
        disabled={start === 0}
        onClick={() => onPage(Math.max(0, start - limit))}
      >
        {t('pager.previous')}
      </Button>
      <span>{t('pager.range', { from: start + 1, to: Math.min(start + limit, total), total })}</span>
      <Button
        type="button"
        $variant="secondary"
        disabled={start + limit >= total}
        onClick={() => onPage(start + limit)}
      >
        {t('pager.next')}
      </Button>
    </Actions>
  );
}
