import { useId, type SelectHTMLAttributes } from 'react';
import { Field, Hint, NativeSelect } from './select-styles';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'onChange'> {
  /** Shown above the box and names it for assistive tech. */
  label: string;
  options: readonly SelectOption[];
  /** Called with the chosen option's value. */
  onChange: (value: string) => void;
  /** A short help text under the box, read with it. */
  hint?: string;
  /** A first option with the value '' ("Choose a brand"), shown while nothing is chosen. */
  placeholder?: string;
  /** Fills its container on every screen (e.g. inside a card); else it stops at a comfortable width from tablets. */
  fullWidth?: boolean;
  className?: string;
}

/** The site's select: its label above, full width on phones, the theme's border, arrow and focus ring. */
export function Select({
  label,
  options,
  onChange,
  hint,
  placeholder,
  fullWidth,
  className,
  id,
  ...native
}: SelectProps) {
  const madeUpId = useId();
  const selectId = id ?? `${madeUpId}-select`;
  const hintId = `${selectId}-hint`;
  return (
    <Field className={className} $fullWidth={fullWidth}>
      <label htmlFor={selectId}>{label}</label>
      <NativeSelect
        {...native}
        id={selectId}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {hint && <Hint id={hintId}>{hint}</Hint>}
    </Field>
  );
}
