import { useTranslation } from 'react-i18next';
import { ruleMessageKey } from '../common/rule-message';

/** Shows a docs/domain.md#field-rules message in the reader's language; any other server message as the server worded it. */
export function useRuleText(): (message: string) => string {
  const { t } = useTranslation('account');
  return (message) => {
    const key = ruleMessageKey(message);
    return key ? t(`messages.${key}`, { defaultValue: message }) : message;
  };
}
