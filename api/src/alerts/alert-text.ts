import {
  ALERT_FUELS,
  ALERT_MESSAGES,
  fillAlertText,
  type AlertMessageKey,
  type LocaleCode,
} from '@cvb/contracts';
import { fillTemplate } from '@cvb/i18n/case-endings';
import { formatPrice } from '@cvb/format';
import type { AlertFiringValues } from '../db/schema-alerts';

const isMessageKey = (key: string): key is AlertMessageKey =>
  ['mandiAbove', 'mandiBelow', 'mandiDaily', 'fuel', 'newModel', 'priceChange', 'usedAd'].includes(key);

const isFuel = (value: unknown): value is (typeof ALERT_FUELS)[number] =>
  typeof value === 'string' && (ALERT_FUELS as readonly string[]).includes(value);

/** The values as the text shows them: prices in the site's format, fuel prices to the paisa, a signed change. */
function shown(locale: LocaleCode, key: AlertMessageKey, values: AlertFiringValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string')
      out[name] = name === 'fuel' && isFuel(value) ? fillAlertText(locale, value) : value;
    else if (key === 'fuel' && name === 'change')
      out[name] = `${value > 0 ? '+' : value < 0 ? '−' : ''}₹${Math.abs(value).toFixed(2)}`;
    else if (key === 'fuel') out[name] = value.toFixed(2);
    else out[name] = formatPrice(value, locale);
  }
  return out;
}

/** A fired alert's words, as the bell lists them (docs/domain.md#price-alerts). */
export function alertNoticeText(locale: LocaleCode, messageKey: string, values: AlertFiringValues): string {
  if (!isMessageKey(messageKey)) return messageKey;
  // The place takes its case ending joined in Tamil and Telugu (docs/domain.md#cities).
  return fillTemplate(ALERT_MESSAGES[locale][messageKey], shown(locale, messageKey, values), locale);
}

/** The SMS: the notice, then the link that opens the page and the one-tap stop link. */
export function alertSmsText(
  locale: LocaleCode,
  messageKey: string,
  values: AlertFiringValues,
  links: { open: string; stop: string },
): string {
  return `${alertNoticeText(locale, messageKey, values)} ${fillAlertText(locale, 'smsLinks', { link: links.open, stop: links.stop })}`;
}
