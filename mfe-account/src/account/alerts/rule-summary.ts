import type { Alert, LocaleCode } from '@cvb/contracts';
import { formatPrice, slugWords } from '@cvb/format';
import type { TFunction } from 'i18next';

/** "Tata Motors" + "Tata Ace EV" → "Tata Ace EV"; "Eicher" + "Pro 2049" → "Eicher Pro 2049" (as the catalogue names a model). */
function brandAndModel(brand: string, model: string): string {
  if (!model) return brand;
  const brandWord = brand.split(' ')[0] ?? brand;
  return model.toLowerCase().startsWith(brandWord.toLowerCase()) ? model : `${brand} ${model}`.trim();
}

/** One line saying what an alert watches, in the page's language: the names the API gave, else the slugs in words. */
export function ruleSummary(
  t: TFunction<'alerts'>,
  alert: Pick<Alert, 'rule' | 'names'>,
  locale: LocaleCode,
): string {
  const { rule } = alert;
  const names = alert.names ?? {};
  const named = (name: string | undefined, slug: string | undefined) => name ?? (slug ? slugWords(slug) : '');
  switch (rule.kind) {
    case 'mandi': {
      const place = named(names.place, rule.market ?? rule.state);
      const key =
        rule.condition === 'above'
          ? 'rule.mandiAbove'
          : rule.condition === 'below'
            ? 'rule.mandiBelow'
            : 'rule.mandiDaily';
      return t(key, {
        commodity: named(names.commodity, rule.commodity),
        place,
        price: formatPrice(rule.price ?? 0, locale),
      });
    }
    case 'fuel':
      return t('rule.fuel', {
        fuel: t(`fuel.${rule.fuel}`),
        city: named(names.city, rule.city),
        amount: rule.minChange.toFixed(2),
      });
    case 'catalogue':
      return t('rule.catalogue', {
        brand: brandAndModel(named(names.brand, rule.brand), named(names.model, rule.model)),
      });
    case 'used-ad':
      return t('rule.usedAd', {
        search: [
          brandAndModel(named(names.brand, rule.brand), named(names.model, rule.model)),
          named(names.state, rule.state),
          rule.maxPrice ? `≤ ₹${formatPrice(rule.maxPrice, locale)}` : '',
        ]
          .filter(Boolean)
          .join(', '),
      });
  }
}
