import { useCallback, useState } from 'react';
import type { Rule } from '@cvb/validation';

export type FieldErrors<Name extends string> = Partial<Record<Name, string>>;

/**
 * The docs/domain.md#field-rules messages of a form's fields: `check` runs every rule and keeps the failures (English, exact;
 * the form translates them for display); `clear` drops one field's message when the user edits it.
 */
export function useFieldErrors<Name extends string>() {
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  const check = useCallback((rules: [Name, Rule, string][]): boolean => {
    const found: FieldErrors<Name> = {};
    for (const [name, rule, value] of rules) {
      const message = rule(value);
      if (message) found[name] = message;
    }
    setErrors(found);
    return Object.keys(found).length === 0;
  }, []);
  const clear = useCallback((name: Name) => setErrors((current) => ({ ...current, [name]: undefined })), []);
  return { errors, check, clear };
}
