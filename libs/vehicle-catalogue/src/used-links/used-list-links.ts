import { useTranslation } from 'react-i18next';
import { USED_VALUATION_PATH, usedListPath, type VehicleVertical } from '@cvb/contracts';

/** A vertical landing's links into the used marketplace: its used list and the valuation, in the page's language. */
export function useUsedListLinks(vertical: VehicleVertical): Array<{ to: string; label: string }> {
  const { t } = useTranslation('catalogue');
  return [
    { to: usedListPath(vertical), label: t(`usedLinks.list.${vertical}`) },
    { to: USED_VALUATION_PATH, label: t('usedLinks.valuation') },
  ];
}
