import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fetchAutoExpo2025, useApiData } from '@cvb/api-client';
import type { AutoExpoResponse, ExpoHighlight, LocaleCode, VehicleVertical } from '@cvb/contracts';
import { ApiDataView } from '@cvb/mfe-kit';
import { selectLocale, useAppSelector } from '@cvb/store';
import { CardGrid, Container, Lead, SectionTitle, Skeleton } from '@cvb/ui';
import { useDocumentTitle } from '../use-document-title';
import { ExpoHero } from './expo-hero';
import { HighlightCard } from './highlight-card';

type AutoExpo = AutoExpoResponse['data'];

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  button {
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space(4)};
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    font: inherit;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.brand};
    border-color: ${({ theme }) => theme.colors.brand};
    color: #fff;
  }
`;

function ExpoSkeleton() {
  return (
    <>
      <Skeleton $height="280px" style={{ borderRadius: 0 }} />
      <Container>
        <CardGrid>
          {[1, 2, 3, 4].map((n) => (
            <li key={n}>
              <Skeleton $height="200px" />
            </li>
          ))}
        </CardGrid>
      </Container>
    </>
  );
}

function Highlights({ highlights }: { highlights: ExpoHighlight[] }) {
  const { t } = useTranslation('shell');
  const [vertical, setVertical] = useState<VehicleVertical | null>(null);
  const verticals = [...new Set(highlights.map((h) => h.vertical))];
  const shown = vertical ? highlights.filter((h) => h.vertical === vertical) : highlights;
  return (
    <>
      {verticals.length > 1 && (
        <Filters role="group" aria-label={t('expo.filterLabel')}>
          <button type="button" aria-pressed={vertical === null} onClick={() => setVertical(null)}>
            {t('expo.all')}
          </button>
          {verticals.map((v) => (
            <button key={v} type="button" aria-pressed={vertical === v} onClick={() => setVertical(v)}>
              {t(`expo.verticals.${v}`)}
            </button>
          ))}
        </Filters>
      )}
      <CardGrid>
        {shown.map((highlight) => (
          <li key={`${highlight.brandName}-${highlight.vehicle}`}>
            <HighlightCard highlight={highlight} />
          </li>
        ))}
      </CardGrid>
    </>
  );
}

function ExpoContent({ expo, locale }: { expo: AutoExpo; locale: LocaleCode }) {
  const { t } = useTranslation('shell');
  return (
    <>
      <ExpoHero expo={expo} locale={locale} />
      <Container>
        <SectionTitle>{t('expo.highlights')}</SectionTitle>
        {expo.highlights.length === 0 ? (
          <Lead>{t('expo.empty')}</Lead>
        ) : (
          <Highlights highlights={expo.highlights} />
        )}
      </Container>
    </>
  );
}

/** /auto-expo-2025: its own layout — a full-width banner and a grid of launches, no category strip. */
export function AutoExpoPage() {
  const { t } = useTranslation('shell');
  const locale = useAppSelector(selectLocale);
  const result = useApiData(async (signal) => (await fetchAutoExpo2025(locale, signal)).data, locale);
  useDocumentTitle(result.status === 'ready' ? result.data.title : t('expo.title'));
  return (
    <div data-layout="auto-expo">
      <ApiDataView result={result} skeleton={<ExpoSkeleton />}>
        {(expo) => <ExpoContent expo={expo} locale={locale} />}
      </ApiDataView>
    </div>
  );
}
