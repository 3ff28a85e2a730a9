import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from '@cvb/router';
import styled from 'styled-components';
import {
  fetchCompareVariants,
  fetchVehicleBrands,
  useApiData,
  type CatalogueToolVertical,
} from '@cvb/api-client';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Button, Container, DataState, Lead, PageTitle, Skeleton, media } from '@cvb/ui';
import { COMPARE_MESSAGES } from '../compare/compare-messages';
import { compareSelectionError, removeVariant, type CompareSelection } from '../compare/compare-selection';
import { compareFromUrl, compareToUrl } from '../compare/compare-url';
import { CompareSlotCard } from './compare-slot-card';
import { CompareTable, variantTitle } from './compare-table';
import { useCompareSlots } from './use-compare-slots';

const Slots = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  /* Two vehicles side by side even on a phone, as they will be compared. */
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.tablet} {
    gap: ${({ theme }) => theme.space(3)};
  }
  ${media.desktop} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => `${theme.space(4)} 0`};
`;

const Message = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

type CompareMessageKey = keyof typeof COMPARE_MESSAGES;

function messageKeyOf(message: string): CompareMessageKey | null {
  const keys = Object.keys(COMPARE_MESSAGES) as CompareMessageKey[];
  return keys.find((key) => COMPARE_MESSAGES[key] === message) ?? null;
}

/**
 * Up to four variants side by side. The compared selection lives in the URL (`?variants=a,b`), so a
 * comparison can be shared and is restored when the link is opened.
 */
export function ComparePage({ vertical }: { vertical: CatalogueToolVertical }) {
  const { t } = useTranslation(['catalogue', 'common']);
  const locale = useAppSelector(selectLocale);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const compared = useMemo(() => compareFromUrl(params), [params]);
  const slots = useCompareSlots(compared);
  const [message, setMessage] = useState<CompareMessageKey | null>(null);

  const brands = useApiData(
    (signal) =>
      fetchVehicleBrands(vertical, { _sort: 'popularity:DESC', _limit: -1, _locale: locale }, signal),
    `${vertical}:${locale}`,
  );
  const comparison = useApiData(
    (signal) =>
      compared.length === 0
        ? Promise.resolve(null)
        : fetchCompareVariants(vertical, compared, locale, signal),
    `${vertical}:${compared.join(',')}:${locale}`,
  );
  const comparedNames = new Map(
    comparison.status === 'ready' && comparison.data
      ? comparison.data.variants.map((v) => [v.slug, variantTitle(v)])
      : [],
  );

  const showComparison = (selection: CompareSelection) => {
    slots.noteWritten(selection);
    navigate(compareToUrl(selection, pathname));
  };
  const removeSlot = (key: number) => {
    const slug = slots.slots.find((slot) => slot.key === key)?.variantSlug;
    slots.remove(key);
    setMessage(null);
    if (slug && compared.includes(slug)) showComparison(removeVariant(compared, slug));
  };
  const onCompare = () => {
    const error = compareSelectionError(slots.selection);
    setMessage(error === null ? null : messageKeyOf(error));
    if (error === null) showComparison(slots.selection);
  };
  const onAddSlot = () => {
    setMessage(slots.addSlot() ? null : 'tooMany');
  };

  return (
    <Container>
      <PageTitle>{t(`catalogue:compare.title.${vertical}`)}</PageTitle>
      <Lead>{t('catalogue:compare.lead')}</Lead>
      <Slots>
        {slots.slots.map((slot, index) => (
          <li key={slot.key}>
            <CompareSlotCard
              vertical={vertical}
              number={index + 1}
              slot={slot}
              comparedName={slot.variantSlug === null ? undefined : comparedNames.get(slot.variantSlug)}
              brands={brands}
              selection={slots.selection}
              canRemove={slot.variantSlug !== null || slots.slots.length > 1}
              onChoose={(variant) => {
                slots.fill(slot.key, variant.slug, `${variant.modelName} ${variant.name}`);
                setMessage(null);
              }}
              onRemove={() => removeSlot(slot.key)}
            />
          </li>
        ))}
      </Slots>
      <Actions>
        <Button type="button" $variant="secondary" onClick={onAddSlot}>
          {t('catalogue:compare.addVariant')}
        </Button>
        <Button type="button" onClick={onCompare}>
          {t('catalogue:compare.submit')}
        </Button>
      </Actions>
      {message && <Message role="alert">{t(`catalogue:compare.messages.${message}`)}</Message>}
      {compared.length > 0 && (
        <section aria-label={t('catalogue:compare.caption')}>
          <DataState
            result={comparison}
            skeleton={<Skeleton $height="360px" />}
            errorTexts={{ notFound: t('catalogue:compare.missingVariant') }}
          >
            {(data) =>
              data && (
                <CompareTable
                  vertical={vertical}
                  data={data}
                  onRemove={(slug) => {
                    const slot = slots.slots.find((s) => s.variantSlug === slug);
                    if (slot) removeSlot(slot.key);
                    else showComparison(removeVariant(compared, slug));
                  }}
                />
              )
            }
          </DataState>
        </section>
      )}
    </Container>
  );
}
