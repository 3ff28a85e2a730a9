import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  adPostFailureOf,
  deleteMyUsedAd,
  editMyUsedAd,
  markMyUsedAdSold,
  renewMyUsedAd,
} from '@cvb/api-client';
import type { UsedAdEdit, UsedMyAd } from '@cvb/contracts';
import { formatDate, formatRupees } from '@cvb/format';
import { Link } from '@cvb/router';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Button, Card, Muted } from '@cvb/ui';
import { useRuleText } from '../../account/use-rule-text';
import { Actions, Notice } from '../../common/form-parts';
import { adTitle } from '../common/ad-title';
import { AdEditForm } from './ad-edit-form';

const Item = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  h2 {
    font-size: ${({ theme }) => theme.font.size.large};
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

const Stats = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  font-weight: 600;
`;

type Done = 'saved' | 'renewed' | 'markedSold';

/** One of the seller's ads: status, views, contacts, until when it is listed, and what the seller can do with it. */
export function MyAdItem({
  ad,
  onChanged,
  onDeleted,
}: {
  ad: UsedMyAd;
  onChanged: (ad: UsedMyAd) => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('used');
  const ruleText = useRuleText();
  const locale = useAppSelector(selectLocale);
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm-delete'>('view');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<Done | null>(null);
  const [failure, setFailure] = useState<string | null | undefined>(undefined);
  const title = adTitle(ad);

  const run = async (work: () => Promise<UsedMyAd>, outcome: Done) => {
    setBusy(true);
    setFailure(undefined);
    setDone(null);
    try {
      onChanged(await work());
      setDone(outcome);
      setMode('view');
    } catch (error) {
      setFailure(adPostFailureOf(error).message);
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await deleteMyUsedAd(ad.id);
      onDeleted();
    } catch (error) {
      setFailure(adPostFailureOf(error).message);
      setBusy(false);
    }
  };

  const status = ad.moderation === 'held' ? t('dashboard.held') : t(`status.${ad.status}`);
  return (
    <Item as="article" aria-label={title}>
      <h2>{ad.moderation === 'live' ? <Link to={ad.path}>{title}</Link> : title}</h2>
      <p>
        {formatRupees(ad.price, locale)} · {ad.city} · <strong>{status}</strong>
      </p>
      <Stats>
        <span>{t('dashboard.views', { count: ad.views })}</span>
        <span>{t('dashboard.contacts', { count: ad.contacts })}</span>
      </Stats>
      {ad.status === 'active' && (
        <Muted>{t('dashboard.expiresOn', { date: formatDate(ad.expiresAt, locale) })}</Muted>
      )}
      {done && (
        <Notice role="status" $tone="success">
          {t(`dashboard.${done}`)}
        </Notice>
      )}
      {failure !== undefined && (
        <Notice role="alert" $tone="danger">
          {failure === null ? t('dashboard.failed') : ruleText(failure)}
        </Notice>
      )}
      {mode === 'edit' && (
        <AdEditForm
          ad={ad}
          busy={busy}
          onCancel={() => setMode('view')}
          onSave={(edit: UsedAdEdit) => void run(() => editMyUsedAd(ad.id, edit), 'saved')}
        />
      )}
      {mode === 'confirm-delete' && (
        <Actions role="group" aria-label={t('dashboard.confirmDelete')}>
          <span>{t('dashboard.confirmDelete')}</span>
          <Button type="button" disabled={busy} onClick={() => void remove()}>
            {t('dashboard.delete')}
          </Button>
          <Button type="button" $variant="secondary" disabled={busy} onClick={() => setMode('view')}>
            {t('dashboard.cancel')}
          </Button>
        </Actions>
      )}
      {mode === 'view' && (
        <Actions>
          {ad.status !== 'sold' && (
            <Button type="button" $variant="secondary" disabled={busy} onClick={() => setMode('edit')}>
              {t('dashboard.edit')}
            </Button>
          )}
          {ad.status !== 'sold' && (
            <Button
              type="button"
              $variant="secondary"
              disabled={busy}
              onClick={() => void run(() => renewMyUsedAd(ad.id), 'renewed')}
            >
              {t('dashboard.renew')}
            </Button>
          )}
          {ad.status === 'active' && (
            <Button
              type="button"
              $variant="secondary"
              disabled={busy}
              onClick={() => void run(() => markMyUsedAdSold(ad.id), 'markedSold')}
            >
              {t('dashboard.markSold')}
            </Button>
          )}
          <Button
            type="button"
            $variant="secondary"
            disabled={busy}
            onClick={() => setMode('confirm-delete')}
          >
            {t('dashboard.delete')}
          </Button>
        </Actions>
      )}
    </Item>
  );
}
