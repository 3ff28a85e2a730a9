import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fetchReviews, useApiData } from '@cvb/api-client';
import { REVIEWS_FEW, REVIEWS_PAGE_MAX, type ReviewSummary } from '@cvb/contracts';
import { ApiDataView } from '@cvb/mfe-kit';
import { selectUser, useAppSelector } from '@cvb/store';
import { Button, Skeleton } from '@cvb/ui';
import { openLoginModal } from './open-login';
import { ReviewForm, type ReviewedModelRef } from './review-form';
import { ReviewList } from './review-list';
import { ReviewSummaryView } from './review-summary-view';

const Block = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  h3 {
    margin: 0;
  }
`;

const Recorded = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.successSurface};
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

const Start = styled.div`
  justify-self: start;
`;

interface ModelReviewsProps {
  model: ReviewedModelRef;
  modelName: string;
  /** The model page's summary, shown until the reviews call answers. */
  initialSummary: ReviewSummary;
}

/**
 * A model's visitors' reviews: averages with bars, the newest reviews ("All reviews" / "Fewer reviews"),
 * and the form for signed-in users. A recorded review re-fetches the list and its averages.
 */
export function ModelReviews({ model, modelName, initialSummary }: ModelReviewsProps) {
  const { t } = useTranslation('catalogue');
  const user = useAppSelector(selectUser);
  const [scope, setScope] = useState<'few' | 'all'>('few');
  const [version, setVersion] = useState(0);
  const [writing, setWriting] = useState(false);
  const [recorded, setRecorded] = useState<'live' | 'held' | null>(null);
  const list = useApiData(
    (signal) =>
      fetchReviews({ ...model, scope, _limit: scope === 'all' ? REVIEWS_PAGE_MAX : REVIEWS_FEW }, signal),
    `${model.vertical}/${model.brandSlug}/${model.modelSlug}/${scope}/${version}`,
  );
  const latest = list.status === 'ready' ? list.data : list.status === 'loading' ? list.previous : undefined;

  const startWriting = () => {
    if (!user) {
      openLoginModal();
      return;
    }
    setRecorded(null);
    setWriting(true);
  };

  return (
    <Block>
      <ReviewSummaryView summary={latest?.summary ?? initialSummary} />
      <div role="status">
        {recorded && <Recorded>{t(recorded === 'held' ? 'reviews.held' : 'reviews.recorded')}</Recorded>}
      </div>
      {writing ? (
        <ReviewForm
          model={model}
          modelName={modelName}
          onCancel={() => setWriting(false)}
          onRecorded={(answer) => {
            setWriting(false);
            setRecorded(answer.held ? 'held' : 'live');
            setVersion((current) => current + 1);
          }}
        />
      ) : (
        <Start>
          <Button type="button" onClick={startWriting}>
            {t('reviews.writeReview')}
          </Button>
        </Start>
      )}
      <h3>{t('reviews.listTitle')}</h3>
      <ApiDataView
        result={list}
        skeleton={<Skeleton $height="160px" />}
        isEmpty={(data) => data.reviews.length === 0}
        empty={<p>{t('reviews.beFirst')}</p>}
      >
        {(data) => (
          <Block>
            <ReviewList reviews={data.reviews} />
            {data.total > REVIEWS_FEW && (
              <Start>
                <Button
                  type="button"
                  $variant="secondary"
                  aria-expanded={scope === 'all'}
                  onClick={() => setScope(scope === 'few' ? 'all' : 'few')}
                >
                  {scope === 'few' ? t('reviews.allReviews') : t('reviews.fewerReviews')}
                </Button>
              </Start>
            )}
          </Block>
        )}
      </ApiDataView>
    </Block>
  );
}
