import { useTranslation } from 'react-i18next';
import { Link } from '@cvb/router';
import type { DealerVertical } from '@cvb/api-client';
import { dealersPath } from './dealer-paths';

/** The empty message of docs/domain.md#page-messages, with a way back to choosing another brand. */
export function NoDealers({ vertical }: { vertical: DealerVertical }) {
  const { t } = useTranslation('catalogue');
  return (
    <>
      <p role="status">{t('dealers.empty')}</p>
      <Link to={dealersPath(vertical)}>{t('dealers.chooseBrand')}</Link>
    </>
  );
}
