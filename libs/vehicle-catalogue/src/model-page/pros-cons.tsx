import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '@cvb/ui';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

export function ProsCons({ pros, cons }: { pros: string[]; cons: string[] }) {
  const { t } = useTranslation('catalogue');
  return (
    <Columns>
      <div>
        <h3>{t('model.pros')}</h3>
        <ul>
          {pros.map((pro) => (
            <li key={pro}>{pro}</li>
          ))}
        </ul>
      </div>
      <div>
        <h3>{t('model.cons')}</h3>
        <ul>
          {cons.map((con) => (
            <li key={con}>{con}</li>
          ))}
        </ul>
      </div>
    </Columns>
  );
}
