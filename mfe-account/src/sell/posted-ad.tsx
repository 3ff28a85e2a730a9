import { useTranslation } from 'react-i18next';
import { Link } from '@cvb/router';
import { brandedName, type UsedVehicleAd } from '@cvb/contracts';
import { localizePath } from '@cvb/i18n';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Card, Lead } from '@cvb/ui';

/** After posting: live at once, or waiting for an editor's check when the automatic check held it. */
export function Posted({ ad }: { ad: UsedVehicleAd }) {
  const { t } = useTranslation('sell');
  const locale = useAppSelector(selectLocale);
  const held = ad.moderation === 'held';
  return (
    <Card role="status">
      <h2>{t(held ? 'held.title' : 'success.title')}</h2>
      <Lead>{t(held ? 'held.body' : 'success.body', { vehicle: brandedName(ad.brand, ad.model) })}</Lead>
      <Link to={localizePath('/account', locale)}>{t('success.myAds')}</Link>
    </Card>
  );
}
