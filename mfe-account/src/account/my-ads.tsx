import { useTranslation } from 'react-i18next';
import { fetchMyAds, useApiData } from '@cvb/api-client';
import { brandedName } from '@cvb/contracts';
import { formatPrice } from '@cvb/format';
import { localizePath } from '@cvb/i18n';
import { Link } from '@cvb/router';
import { ApiDataView } from '@cvb/mfe-kit';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Card, Muted, SectionTitle, Skeleton } from '@cvb/ui';
import { MY_USED_ADS_PATH } from '../used/account-paths';
import { ItemList } from './item-list';
import { ModerationNote } from './moderation-note';

export function MyAds() {
  const { t } = useTranslation('account');
  const { t: tUsed } = useTranslation('used');
  const locale = useAppSelector(selectLocale);
  const ads = useApiData((signal) => fetchMyAds(signal), 'my-ads');
  return (
    <Card as="section" aria-labelledby="my-ads-title">
      <SectionTitle id="my-ads-title" style={{ marginTop: 0 }}>
        {t('ads.title')}
      </SectionTitle>
      <p>
        <Link to={MY_USED_ADS_PATH}>{tUsed('dashboard.manage')}</Link>
      </p>
      <ApiDataView
        result={ads}
        skeleton={<Skeleton $height="96px" />}
        isEmpty={(data) => data.ads.length === 0}
        empty={
          <p>
            {t('ads.empty')} <a href={localizePath('/sell-used-vehicle', locale)}>{t('ads.sell')}</a>
          </p>
        }
      >
        {(data) => (
          <ItemList>
            {data.ads.map((ad) => (
              <li key={ad.id}>
                <strong>
                  {brandedName(ad.brand, ad.model)} {ad.variant} ({ad.year})
                </strong>
                <span>
                  ₹ {formatPrice(ad.price, locale)} · {ad.city}
                </span>
                <Muted>{t(`ads.status.${ad.status}`)}</Muted>
                <ModerationNote status={ad.moderation} reason={ad.moderationReason} />
              </li>
            ))}
          </ItemList>
        )}
      </ApiDataView>
    </Card>
  );
}
