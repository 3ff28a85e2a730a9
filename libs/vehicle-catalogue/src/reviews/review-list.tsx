import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ReviewItem } from '@cvb/contracts';
import { groupIndian } from '@cvb/format';
import { selectLocale, useAppSelector } from '@cvb/store';
import { longDate } from '../model-page/dates';
import { StarRating } from './star-rating';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Review = styled.article`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(4)};
  h4 {
    margin: ${({ theme }) => theme.space(2)} 0;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.small};
`;

/** Reviews as plain text (React escapes it): markup someone typed shows as the characters they typed. */
export function ReviewList({ reviews }: { reviews: readonly ReviewItem[] }) {
  const { t } = useTranslation('catalogue');
  const locale = useAppSelector(selectLocale);
  return (
    <List>
      {reviews.map((review) => {
        const facts = [
          t('reviews.usedFor', { useCase: t(`reviews.useCases.${review.useCase}`) }),
          t(review.vehicleStatus === 'new' ? 'reviews.boughtNew' : 'reviews.boughtOld'),
          ...(review.kmDriven === null ? [] : [t('reviews.kmDriven', { km: groupIndian(review.kmDriven) })]),
        ];
        return (
          <li key={review.id}>
            <Review aria-label={review.title}>
              <StarRating rating={review.overall} />
              <h4>{review.title}</h4>
              <p>{review.description}</p>
              <Facts>{facts.join(' · ')}</Facts>
              <Facts>
                {t('reviews.byline', {
                  name: review.name,
                  date: longDate(review.createdAt.slice(0, 10), locale),
                })}
              </Facts>
            </Review>
          </li>
        );
      })}
    </List>
  );
}
