import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  LOCALE_CODES,
  missingTexts,
  type DeskModelDocument,
  type DeskTextField,
  type LocaleCode,
} from '@cvb/contracts';
import { Button } from '@cvb/ui';
import { Actions, Field } from '../../../common/form-parts';
import { localeName } from '../../locale-names';
import { Row } from '../search-filters';

type Texts = NonNullable<DeskModelDocument['texts']['en']>;
const EMPTY: Texts = { description: '', pros: [], cons: [], faq: [] };

const Languages = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  button[aria-pressed='true'] {
    outline: 3px solid ${({ theme }) => theme.colors.brand};
    outline-offset: 1px;
  }
`;

const Missing = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 400;
`;

export interface TextsFieldsProps {
  texts: DeskModelDocument['texts'];
  onChange: (texts: DeskModelDocument['texts']) => void;
}

/** Description, pros, cons and questions in each of the six languages, each language marked when it lacks a text. */
export function TextsFields({ texts, onChange }: TextsFieldsProps) {
  const { t } = useTranslation('admin');
  const [locale, setLocale] = useState<LocaleCode>('en');
  const missing = missingTexts(texts);
  const own = texts[locale] ?? EMPTY;
  const lacks = (field: DeskTextField) => missing[locale]?.includes(field) ?? false;
  const set = (patch: Partial<Texts>) => onChange({ ...texts, [locale]: { ...own, ...patch } });
  const label = (field: DeskTextField, text: string) => (
    <>
      {text} {lacks(field) && <Missing>({t('catalogue.texts.missing')})</Missing>}
    </>
  );

  return (
    <>
      <p>{t('catalogue.texts.intro')}</p>
      <Languages role="group" aria-label={t('catalogue.texts.title')}>
        {LOCALE_CODES.map((code) => (
          <Button
            key={code}
            type="button"
            $variant="secondary"
            aria-pressed={code === locale}
            onClick={() => setLocale(code)}
          >
            {t('catalogue.texts.tab', {
              language: localeName(code),
              state: missing[code] ? t('catalogue.texts.missing') : t('catalogue.texts.written'),
            })}
          </Button>
        ))}
      </Languages>
      <div lang={locale}>
        <Field>
          {label('description', t('catalogue.texts.description'))}
          <textarea rows={5} value={own.description} onChange={(e) => set({ description: e.target.value })} />
        </Field>
        <Row>
          <Field>
            {label('pros', t('catalogue.texts.pros'))}
            <textarea
              rows={4}
              value={own.pros.join('\n')}
              onChange={(e) => set({ pros: e.target.value.split('\n') })}
            />
          </Field>
          <Field>
            {label('cons', t('catalogue.texts.cons'))}
            <textarea
              rows={4}
              value={own.cons.join('\n')}
              onChange={(e) => set({ cons: e.target.value.split('\n') })}
            />
          </Field>
        </Row>
        <h4>{label('faq', t('catalogue.texts.faq'))}</h4>
        {own.faq.map((item, index) => (
          <Row key={index}>
            <Field>
              {t('catalogue.texts.question', { number: index + 1 })}
              <input
                value={item.question}
                onChange={(e) =>
                  set({ faq: own.faq.map((q, i) => (i === index ? { ...q, question: e.target.value } : q)) })
                }
              />
            </Field>
            <Field>
              {t('catalogue.texts.answer', { number: index + 1 })}
              <textarea
                rows={2}
                value={item.answer}
                onChange={(e) =>
                  set({ faq: own.faq.map((q, i) => (i === index ? { ...q, answer: e.target.value } : q)) })
                }
              />
            </Field>
            <Actions>
              <Button
                type="button"
                $variant="secondary"
                onClick={() => set({ faq: own.faq.filter((_, i) => i !== index) })}
              >
                {t('catalogue.texts.removeFaq', { number: index + 1 })}
              </Button>
            </Actions>
          </Row>
        ))}
        <Actions>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => set({ faq: [...own.faq, { question: '', answer: '' }] })}
          >
            {t('catalogue.texts.addFaq')}
          </Button>
        </Actions>
      </div>
    </>
  );
}
