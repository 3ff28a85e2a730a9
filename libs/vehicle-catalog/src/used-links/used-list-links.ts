import { useTranslation } from 'react-i18next';
import { USED_VALUATION_PATH, usedListPath, type VehicleVertical } from '@cvb/contracts';
import { registerNamespace } from '@cvb/i18n';
import { usedLinksTexts } from './used-links-texts';

registerNamespace('usedLinks', usedLinksTexts);

/** A vertical landing's links into the used marketplace: its used list and the valuation, in the page's language. */
export function useUsedListLinks(vertical: VehicleVertical): Array<{ to: string; label: string }> {
  const { t } = useTranslation('usedLinks');
  return [
    { to: usedListPath(vertical), label: t(`list.${vertical}`) },
    { to: USED_VALUATION_PATH, label: t('valuation') },
  ];
}
