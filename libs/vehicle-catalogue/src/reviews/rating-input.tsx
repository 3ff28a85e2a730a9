import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ReviewAttribute } from '@cvb/contracts';
import { FieldError, VisuallyHidden } from './form-fields';

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    font-weight: 600;
    padding: 0;
  }
`;

const Choices = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  label {
    position: relative;
    cursor: pointer;
    font-size: 1.75rem;
    line-height: 1;
    min-width: 44px;
    min-height: 44px;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    color: ${({ theme }) => theme.colors.border};
  }
  label[data-on='true'] {
    color: ${({ theme }) => theme.colors.accent};
  }
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  label:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.brand};
    border-radius: 4px;
  }
`;

interface RatingInputProps {
  attribute: ReviewAttribute;
  value: number | undefined;
  error?: string;
  onChange: (value: number) => void;
}

/** 1 to 5 stars for one attribute: a radio group, so arrow keys move between the stars. */
export function RatingInput({ attribute, value, error, onChange }: RatingInputProps) {
  const { t } = useTranslation('catalogue');
  const errorId = `review-${attribute}-error`;
  return (
    <Fieldset aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
      <legend>{t(`model.attribute.${attribute}`)}</legend>
      <Choices>
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} data-on={value !== undefined && stars <= value}>
            <input
              type="radio"
              name={`review-${attribute}`}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
            />
            <span aria-hidden="true">★</span>
            <VisuallyHidden>{t('reviews.star', { count: stars })}</VisuallyHidden>
          </label>
        ))}
      </Choices>
      <FieldError id={errorId}>{error}</FieldError>
    </Fieldset>
  );
}
