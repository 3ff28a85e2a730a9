import { useTranslation } from 'react-i18next';
import type { ModerationStatus } from '@cvb/contracts';

/** Tells the user when their review or ad is not public: waiting for a check, or taken down (with why). */
export function ModerationNote({ status, reason }: { status?: ModerationStatus; reason?: string | null }) {
  const { t } = useTranslation('account');
  if (!status || status === 'live') return null;
  return (
    <span>
      {t(`moderation.${status}`)}
      {reason ? ` · ${t('moderation.reason', { reason })}` : ''}
    </span>
  );
}
