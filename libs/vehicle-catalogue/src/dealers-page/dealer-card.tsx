import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Dealer } from '@cvb/contracts';
import { LeadButton } from '@cvb/lead-forms';
import { Card, Muted } from '@cvb/ui';
import { useCityName } from '../use-city-name';
import { mapHref, telHref } from './dealer-links';

const Kind = styled.span<{ $service: boolean }>`
  display: inline-block;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: 700;
  /* Dark text on the light accent keeps the contrast readable. */
  color: ${({ theme, $service }) => ($service ? theme.colors.text : '#fff')};
  background: ${({ theme, $service }) => ($service ? theme.colors.accent : theme.colors.brand)};
`;

const Name = styled.h3`
  margin: ${({ theme }) => theme.space(2)} 0;
  font-size: ${({ theme }) => theme.font.size.large};
`;

const Address = styled.address`
  font-style: normal;
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  a {
    min-height: 44px;
    display: inline-flex;
    align-items: center;
    font-weight: 600;
  }
`;

/** One dealer or service centre: kind, name, address, a phone number that dials and a map link. */
export function DealerCard({ dealer }: { dealer: Dealer }) {
  const { t } = useTranslation('catalogue');
  // The street address stays as written; the state is named in the page's language.
  const placeName = useCityName();
  const headingId = `dealer-${dealer.id}`;
  return (
    <Card as="article" aria-labelledby={headingId}>
      <Kind $service={dealer.kind === 'service-centre'}>{t(`dealers.kind.${dealer.kind}`)}</Kind>
      <Name id={headingId}>{dealer.name}</Name>
      <Address>
        {dealer.address}
        <br />
        <Muted>
          {placeName(dealer.state)} {dealer.pincode}
        </Muted>
      </Address>
      <Links>
        <span>
          {t('dealers.phone')}: <a href={telHref(dealer.phone)}>{dealer.phone}</a>
        </span>
        <a
          href={mapHref(dealer)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('dealers.mapLabel', { name: dealer.name })}
        >
          {t('dealers.map')}
        </a>
      </Links>
      <LeadButton
        kind="callback"
        dealer={{ id: dealer.id, name: dealer.name }}
        citySlug={dealer.citySlug}
        variant="secondary"
        nameInLabel
      />
    </Card>
  );
}
