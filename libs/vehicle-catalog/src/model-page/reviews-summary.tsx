import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { REVIEW_ATTRIBUTES, type ReviewSummary } from '@cvb/contracts';
import { DataTable } from './section-styles';

const Overall = styled.p`
  font-size: ${({ theme }) => theme.font.size.large};
  margin: 0 0 ${({ theme }) => theme.space(3)};
`;

/** Visitors' ratings: the overall and per-attribute averages, or "No reviews yet" — never invented numbers. */
export function ReviewsSummary({ summary }: { summary: ReviewSummary }) {
  const { t } = useTranslation('catalog');
  if (summary.count === 0 || summary.averageOverall === null) return <p>{t('model.noReviews')}</p>;
  const rated = REVIEW_ATTRIBUTES.flatMap((attribute) => {
    const value = summary.attributes[attribute];
    return value === null ? [] : [{ attribute, value }];
  });
  return (
    <div>
      <Overall>
        <strong>{t('model.overallRating')}: </strong>
        {t('model.ratingOutOf', { rating: summary.averageOverall.toFixed(1) })}
        {' · '}
        {t('model.reviewCount', { count: summary.count })}
      </Overall>
      <DataTable aria-label={t('model.reviews')}>
        <tbody>
          {rated.map(({ attribute, value }) => (
            <tr key={attribute}>
              <th scope="row">{t(`model.attribute.${attribute}`)}</th>
              <td>{t('model.ratingOutOf', { rating: value.toFixed(1) })}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </div>
  );
}
