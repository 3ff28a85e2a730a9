import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { REVIEW_ATTRIBUTES, type ReviewSummary } from '@cvb/contracts';
import { StarRating } from './star-rating';

const Overall = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  p {
    font-size: ${({ theme }) => theme.font.size.large};
    margin: 0;
  }
`;

const Bars = styled.table`
  width: 100%;
  max-width: 640px;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)}
      ${({ theme }) => theme.space(1)} 0;
    font-weight: normal;
  }
  td {
    width: 60%;
  }
`;

const Bar = styled.span`
  display: inline-block;
  vertical-align: middle;
  width: calc(100% - 7rem);
  height: 8px;
  margin-right: ${({ theme }) => theme.space(2)};
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.border};
  span {
    display: block;
    height: 100%;
    border-radius: 4px;
    background: ${({ theme }) => theme.colors.brand};
  }
`;

/** The stored reviews' overall and per-attribute averages, or "No reviews yet" — never invented numbers. */
export function ReviewSummaryView({ summary }: { summary: ReviewSummary }) {
  const { t } = useTranslation('catalogue');
  if (summary.count === 0 || summary.averageOverall === null) return <p>{t('model.noReviews')}</p>;
  const rated = REVIEW_ATTRIBUTES.flatMap((attribute) => {
    const value = summary.attributes[attribute];
    return value === null ? [] : [{ attribute, value }];
  });
  return (
    <div>
      <Overall>
        <StarRating rating={summary.averageOverall} />
        <p>
          <strong>{t('model.overallRating')}: </strong>
          {t('model.ratingOutOf', { rating: summary.averageOverall.toFixed(1) })}
          {' · '}
          {t('model.reviewCount', { count: summary.count })}
        </p>
      </Overall>
      <Bars aria-label={t('model.reviews')}>
        <tbody>
          {rated.map(({ attribute, value }) => (
            <tr key={attribute}>
              <th scope="row">{t(`model.attribute.${attribute}`)}</th>
              <td>
                <Bar aria-hidden="true">
                  <span style={{ width: `${(value / 5) * 100}%` }} />
                </Bar>
                {t('model.ratingOutOf', { rating: value.toFixed(1) })}
              </td>
            </tr>
          ))}
        </tbody>
      </Bars>
    </div>
  );
}
