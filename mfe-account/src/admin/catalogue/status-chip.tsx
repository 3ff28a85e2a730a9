import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DeskModelStatus } from '@cvb/contracts';

const Chip = styled.span<{ $tone: 'brand' | 'success' | 'muted' | 'accent' }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: 999px;
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: 600;
  white-space: nowrap;
  border: 1px solid currentColor;
  color: ${({ theme, $tone }) =>
    $tone === 'success'
      ? theme.colors.success
      : $tone === 'muted'
        ? theme.colors.muted
        : $tone === 'accent'
          ? theme.colors.text
          : theme.colors.brand};
  background: ${({ theme, $tone }) =>
    $tone === 'success'
      ? theme.colors.successSurface
      : $tone === 'accent'
        ? '#fff4e6'
        : theme.colors.surface};
`;

const TONES: Record<DeskModelStatus, 'brand' | 'success' | 'muted'> = {
  upcoming: 'brand',
  'on-sale': 'success',
  discontinued: 'muted',
};

/** A model's status as a small labelled chip (text, not colour alone, carries the meaning). */
export function StatusChip({ status }: { status: DeskModelStatus | 'expired' }) {
  const { t } = useTranslation('admin');
  const shown = status === 'expired' ? 'discontinued' : status;
  return <Chip $tone={TONES[shown]}>{t(`catalogue.statuses.${shown}`)}</Chip>;
}

/** Marks a model whose edits are not on the site yet. */
export function DraftChip() {
  const { t } = useTranslation('admin');
  return <Chip $tone="accent">{t('catalogue.draftPending')}</Chip>;
}
