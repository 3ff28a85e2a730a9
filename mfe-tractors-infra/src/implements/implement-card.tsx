import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { FarmImplement } from '@cvb/contracts';
import { formatRupees } from '@cvb/format';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Card, Muted } from '@cvb/ui';

const Name = styled.h2`
  font-size: ${({ theme }) => theme.font.size.large};
  margin: 0 0 ${({ theme }) => theme.space(1)};
`;
const Price = styled.p`
  font-weight: 700;
  margin: ${({ theme }) => theme.space(2)} 0;
`;

/** One implement: brand, type, the tractor HP it needs, price, what it does and its working width. */
export function ImplementCard({ item }: { item: FarmImplement }) {
  const { t } = useTranslation('implements');
  const locale = useAppSelector(selectLocale);
  const range = item.hpMax === null ? `${item.hpMin}+` : `${item.hpMin}–${item.hpMax}`;
  return (
    <Card as="article" aria-label={item.name}>
      <Name>{item.name}</Name>
      <Muted>
        {item.brandName} · {t(`types.${item.type}`)} · {t('needs', { range })}
      </Muted>
      <Price>{item.price === null ? t('priceOnRequest') : formatRupees(item.price, locale)}</Price>
      <p>{item.description}</p>
      {item.workingWidthMm !== null && <Muted>{t('width', { value: item.workingWidthMm / 1000 })}</Muted>}
    </Card>
  );
}
