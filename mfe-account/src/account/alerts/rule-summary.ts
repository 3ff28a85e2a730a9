import type { AlertRule } from '@cvb/contracts';
import { formatPrice } from '@cvb/format';
import type { LocaleCode } from '@cvb/contracts';
import type { TFunction } from 'i18next';

/** "lasalgaon" → "Lasalgaon", "paddy-dhan-common" → "Paddy Dhan Common": a rule keeps slugs, not names. */
const named = (slug: string | undefined) =>
  (slug ?? '')
    .split('-')
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');

/** One line saying what an alert watches, in the page's language. */
export function ruleSummary(t: TFunction<'alerts'>, rule: AlertRule, locale: LocaleCode): string {
  switch (rule.kind) {
    case 'mandi': {
      const place = named(rule.market ?? rule.state);
      const key =
        rule.condition === 'above'
          ? 'rule.mandiAbove'
          : rule.condition === 'below'
            ? 'rule.mandiBelow'
            : 'rule.mandiDaily';
      return t(key, { commodity: named(rule.commodity), place, price: formatPrice(rule.price ?? 0, locale) });
    }
    case 'fuel':
      return t('rule.fuel', {
        fuel: t(`fuel.${rule.fuel}`),
        city: named(rule.city),
        amount: rule.minChange.toFixed(2),
      });
    case 'catalogue':
      return t('rule.catalogue', { brand: [named(rule.brand), named(rule.model)].filter(Boolean).join(' ') });
    case 'used-ad':
      return t('rule.usedAd', {
        search: [
          named(rule.brand),
          named(rule.model),
          named(rule.state),
          rule.maxPrice ? `≤ ₹${formatPrice(rule.maxPrice, locale)}` : '',
        ]
          .filter(Boolean)
          .join(', '),
      });
  }
}
