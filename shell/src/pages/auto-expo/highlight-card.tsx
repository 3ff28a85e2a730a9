import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ExpoHighlight } from '@cvb/contracts';
import { Card, Muted } from '@cvb/ui';
import { AppLink } from '../../chrome/app-link';

const Badge = styled.span<{ $kind: ExpoHighlight['kind'] }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: 700;
  color: #fff;
  background: ${({ theme, $kind }) =>
    $kind === 'launch' ? theme.colors.accent : $kind === 'unveil' ? theme.colors.brand : theme.colors.muted};
`;

const Body = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  align-content: start;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.large};
  }
  p {
    margin: 0;
  }
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

export function HighlightCard({ highlight }: { highlight: ExpoHighlight }) {
  const { t } = useTranslation('shell');
  return (
    <Body as="article">
      <Top>
        <Badge $kind={highlight.kind}>{t(`expo.kinds.${highlight.kind}`)}</Badge>
        <Muted>{t(`expo.verticals.${highlight.vertical}`)}</Muted>
      </Top>
      <h3>{highlight.title}</h3>
      <Muted>
        {highlight.brandName} · {highlight.vehicle}
      </Muted>
      <p>{highlight.description}</p>
      {highlight.brandLink && (
        <AppLink to={highlight.brandLink}>{t('expo.brandLink', { brand: highlight.brandName })}</AppLink>
      )}
    </Body>
  );
}
