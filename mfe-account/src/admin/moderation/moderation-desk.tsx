import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchModeration, useApiData } from '@cvb/api-client';
import { MODERATION_VIEWS, type ModerationView } from '@cvb/contracts';
import { ApiDataView } from '@cvb/mfe-kit';
import { Button, SectionTitle, Skeleton } from '@cvb/ui';
import { ItemList } from '../../account/item-list';
import { Pager } from '../pager';
import { ModerationItemCard } from './moderation-item';

const PAGE = 20;

/**
 * /admin/moderation: the queue of held reviews, questions, answers and ads (approve or reject), what is live
 * (hide or delete) and what editors took down (restore or delete), each decision with a reason.
 */
export function ModerationDesk() {
  const { t } = useTranslation('admin');
  const [view, setView] = useState<ModerationView>('queue');
  const [start, setStart] = useState(0);
  const [version, setVersion] = useState(0);
  const items = useApiData(
    (signal) => fetchModeration({ view, _start: start, _limit: PAGE }, signal),
    `${view}/${start}/${version}`,
  );
  return (
    <section aria-labelledby="moderation-title">
      <SectionTitle id="moderation-title">{t('moderation.title')}</SectionTitle>
      <div
        role="group"
        aria-label={t('moderation.view')}
        style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 16 }}
      >
        {MODERATION_VIEWS.map((option) => (
          <Button
            key={option}
            type="button"
            $variant={option === view ? 'primary' : 'secondary'}
            aria-pressed={option === view}
            onClick={() => {
              setView(option);
              setStart(0);
            }}
          >
            {t(`moderation.views.${option}`)}
          </Button>
        ))}
      </div>
      <ApiDataView
        result={items}
        skeleton={<Skeleton $height="320px" />}
        isEmpty={(data) => data.items.length === 0}
        empty={<p>{t(`moderation.empty.${view}`)}</p>}
      >
        {(data) => (
          <>
            <ItemList aria-label={t(`moderation.views.${view}`)}>
              {data.items.map((item) => (
                <ModerationItemCard
                  key={`${view}-${item.kind}-${item.id}`}
                  item={item}
                  view={view}
                  onDone={() => setVersion((n) => n + 1)}
                />
              ))}
            </ItemList>
            <Pager start={start} limit={PAGE} total={data.total} onPage={setStart} />
          </>
        )}
      </ApiDataView>
    </section>
  );
}
