import { useTranslation } from 'react-i18next';
import { fetchUsedValuation, useApiData, type ApiData } from '@cvb/api-client';
import type { UsedValuation } from '@cvb/contracts';
import { useSearchParams } from '@cvb/router';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Container, DataState, Lead, PageTitle, Skeleton } from '@cvb/ui';
import { usePageTitle } from '../common/use-page-title';
import { ValuationForm } from './valuation-form';
import { ValuationResult } from './valuation-result';
import { valuationQueryOf, valuationSearchOf, valuationValuesOf } from './valuation-url';

const NOTHING_YET: ApiData<UsedValuation | null> = { status: 'ready', data: null };

/**
 * `/used-vehicle-valuation`: the questions, and once they are answered (in the URL, so an estimate can be shared)
 * the price range with how it was made (docs/domain.md#used-marketplace).
 */
export function ValuationPage() {
  const { t } = useTranslation('used');
  const locale = useAppSelector(selectLocale);
  const [search, setSearch] = useSearchParams();
  const values = valuationValuesOf(search);
  const query = valuationQueryOf(values, locale);
  const key = query ? `used-valuation:${valuationSearchOf(values)}:${locale}` : 'used-valuation:none';
  const answer = useApiData<UsedValuation | null>(
    (signal) => (query ? fetchUsedValuation(query, signal) : Promise.resolve(null)),
    key,
  );
  const result = query ? answer : NOTHING_YET;
  usePageTitle(t('valuation.title'));
  return (
    <Container>
      <PageTitle>{t('valuation.title')}</PageTitle>
      <Lead>{t('valuation.intro')}</Lead>
      <ValuationForm
        key={valuationSearchOf(values)}
        initial={values}
        onSend={(next) => setSearch(new URLSearchParams(valuationSearchOf(next)))}
      />
      <div aria-live="polite">
        <DataState
          result={result}
          skeleton={<Skeleton $height="220px" />}
          errorTexts={{ invalid: t('valuation.noPrice'), notFound: t('valuation.noPrice') }}
        >
          {(valuation) =>
            valuation && values.brand && values.model ? (
              <ValuationResult valuation={valuation} brand={values.brand} model={values.model} />
            ) : null
          }
        </DataState>
      </div>
    </Container>
  );
}
