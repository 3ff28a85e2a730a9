import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DeskModelDocument, DeskSpecField } from '@cvb/contracts';
import { Button } from '@cvb/ui';
import { Actions, Field } from '../../../common/form-parts';
import { Row } from '../search-filters';
import { slugOf } from './model-document';
import { SpecInputs } from './spec-inputs';

type Variant = DeskModelDocument['variants'][number];

const Box = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  min-width: 0;
  legend {
    font-weight: 600;
    padding: 0 ${({ theme }) => theme.space(1)};
  }
  summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    cursor: pointer;
    font-weight: 600;
  }
`;

export interface VariantsFieldsProps {
  document: DeskModelDocument;
  fields: readonly DeskSpecField[];
  onChange: (variants: Variant[]) => void;
}

/** The model's variants: name, address, ex-showroom price and the specs where a variant differs from its model. */
export function VariantsFields({ document, fields, onChange }: VariantsFieldsProps) {
  const { t } = useTranslation('admin');
  const { variants } = document;
  const added = useRef(false);
  const lastName = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (added.current) lastName.current?.focus();
    added.current = false;
  }, [variants.length]);

  const update = (index: number, patch: Partial<Variant>) =>
    onChange(variants.map((variant, i) => (i === index ? { ...variant, ...patch } : variant)));

  return (
    <>
      {variants.length === 0 && <p>{t('catalogue.variants.none')}</p>}
      {variants.map((variant, index) => {
        const name = variant.name || t('catalogue.variants.unnamed');
        return (
          <Box key={variant.id ?? `new-${index}`}>
            <legend>{t('catalogue.variants.heading', { number: index + 1, name })}</legend>
            <Row>
              <Field>
                {t('catalogue.variants.name')}
                <input
                  ref={index === variants.length - 1 ? lastName : undefined}
                  value={variant.name}
                  required
                  maxLength={120}
                  onChange={(e) =>
                    update(index, {
                      name: e.target.value,
                      slug: variant.slug === slugOf(variant.name) ? slugOf(e.target.value) : variant.slug,
                    })
                  }
                />
              </Field>
              <Field>
                {t('catalogue.model.slug')}
                <input
                  value={variant.slug}
                  required
                  maxLength={80}
                  onChange={(e) => update(index, { slug: e.target.value })}
                />
              </Field>
              <Field>
                {t('catalogue.variants.price')}
                <input
                  inputMode="numeric"
                  value={variant.price ?? ''}
                  onChange={(e) => {
                    const digits = e.target.value.replace(/[^\d]/g, '');
                    update(index, { price: digits ? Number(digits) : null });
                  }}
                />
              </Field>
            </Row>
            <details>
              <summary>{t('catalogue.variants.specs')}</summary>
              <SpecInputs
                fields={fields}
                values={variant.specs}
                inherited={document.specs}
                onChange={(specs) => update(index, { specs })}
              />
            </details>
            <Actions>
              <Button
                type="button"
                $variant="secondary"
                onClick={() => onChange(variants.filter((_, i) => i !== index))}
              >
                {t('catalogue.variants.remove', { name })}
              </Button>
            </Actions>
          </Box>
        );
      })}
      <Actions>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => {
            added.current = true;
            onChange([...variants, { slug: '', name: '', price: null, specs: {} }]);
          }}
        >
          {t('catalogue.variants.add')}
        </Button>
      </Actions>
    </>
  );
}
