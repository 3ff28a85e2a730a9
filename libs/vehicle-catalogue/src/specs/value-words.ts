import type { TFunction } from 'i18next';

/**
 * A spec value the catalogue writes in English, in the page's language (the glossary of `model.value` in each
 * language's texts): a whole phrase ("Ladder frame", "Cherry Red"), else the words of a warranty ("3 years /
 * 1,00,000 km (battery 5 years)" → "3 साल / 1,00,000 किमी (बैटरी 5 साल)"). Numbers and codes stay as written.
 */
export function specValueText(value: string, t: TFunction): string {
  const phrase = t(`catalogue:model.value.phrase.${value}`, { defaultValue: '' });
  if (phrase) return phrase;
  if (!/\d/.test(value)) return value;
  return value
    .replace(/([\d,.]+) lakh km\b/g, (_, amount: string) =>
      t('catalogue:model.value.lakhKm', { value: amount }),
    )
    .replace(/([\d,.]+) km\b/g, (_, amount: string) => t('catalogue:model.unit.km', { value: amount }))
    .replace(/([\d,.]+) hours\b/g, (_, amount: string) => t('catalogue:model.unit.hours', { value: amount }))
    .replace(/(\d+) years?\b/g, (_, count: string) =>
      t('catalogue:model.value.years', { count: Number(count) }),
    )
    .replace(/\bbattery\b/g, () => t('catalogue:model.value.battery'))
    .replace(/\bdriveline\b/g, () => t('catalogue:model.value.driveline'));
}

/** A colour as the page shows it ("Cherry Red" → "चेरी लाल"); a colour the glossary lacks stays as written. */
export const colourText = (colour: string, t: TFunction): string =>
  t(`catalogue:model.value.phrase.${colour}`, { defaultValue: colour });
