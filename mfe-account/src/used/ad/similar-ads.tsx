import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { UsedAdCard as UsedAdCardData } from '@cvb/contracts';
import { media } from '@cvb/ui';
import { UsedAdCard } from '../list/ad-card';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: 1fr;
  ${media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.desktop} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Section = styled.section`
  margin: ${({ theme }) => theme.space(6)} 0;
  h2 {
    font-size: ${({ theme }) => theme.font.size.h2};
  }
`;

/** Active ads like this one (same model, else brand, else vertical). */
export function SimilarAds({ ads }: { ads: readonly UsedAdCardData[] }) {
  const { t } = useTranslation('used');
  if (ads.length === 0) return null;
  return (
    <Section aria-labelledby="used-similar">
      <h2 id="used-similar">{t('ad.similar')}</h2>
      <Grid>
        {ads.map((ad) => (
          <li key={ad.id}>
            <UsedAdCard ad={ad} />
          </li>
        ))}
      </Grid>
    </Section>
  );
}
