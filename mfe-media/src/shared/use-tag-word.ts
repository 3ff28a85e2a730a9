import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { RelatedVehicle } from '@cvb/contracts';
import { useLocale } from './use-locale';

/** Transport corporations are tagged by the initials they go by in every language (UPSRTC, BMTC). */
const INITIALS = new Set(['upsrtc', 'msrtc', 'ksrtc', 'bmtc', 'dtc', 'tnstc', 'gsrtc']);

/**
 * A story's tag (an API slug: "sales", "fleet-order", "tata-motors") as the reader's word: a category, a vehicle
 * type, a tag word of the texts, a brand of the story's vehicles or a corporation's initials. A tag with no word
 * in the page's language is left out there (no English slug on a Tamil page); English shows it as it is.
 */
export function useTagWord(related: readonly RelatedVehicle[]): (tag: string) => string | undefined {
  const { t, i18n } = useTranslation('media');
  const locale = useLocale();
  return useCallback(
    (tag: string) => {
      const key = ['categories', 'verticals', 'tagWords']
        .map((group) => `${group}.${tag}`)
        .find((candidate) => i18n.exists(candidate, { ns: 'media' }));
      if (key) return t(key);
      const brand = related.find((vehicle) => vehicle.brandSlug === tag);
      if (brand) return brand.brandName;
      if (INITIALS.has(tag)) return tag.toUpperCase();
      return locale === 'en' ? tag : undefined;
    },
    [t, i18n, related, locale],
  );
}
