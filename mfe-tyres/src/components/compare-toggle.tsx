import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@cvb/router';
import styled from 'styled-components';
import type { CompareList } from './compare-list';

const Row = styled.div`
  margin-top: ${({ theme }) => theme.space(3)};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 44px;
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
  }
`;

const Warning = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.small};
`;

/** "Add to compare" for one tyre, with the message of docs/domain.md#comparison past four. */
export function CompareToggle({ list, tyreRef, name }: { list: CompareList; tyreRef: string; name: string }) {
  const { t } = useTranslation('tyres');
  const [full, setFull] = useState(false);
  const checked = list.refs.includes(tyreRef);
  return (
    <Row>
      <label>
        <input
          type="checkbox"
          checked={checked}
          aria-label={t('compare.addNamed', { name })}
          onChange={() => setFull(!list.toggle(tyreRef))}
        />
        {t('compare.add')}
      </label>
      {full && <Warning role="alert">{t('compare.max')}</Warning>}
    </Row>
  );
}

const Bar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 2;
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 8px;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.brandDark};
  color: #fff;
  border-radius: ${({ theme }) => theme.radius};
  a {
    color: #fff;
    font-weight: 700;
  }
  button {
    background: none;
    border: 1px solid #fff;
    color: #fff;
    border-radius: 6px;
    min-height: 36px;
    padding: 0 12px;
    font: inherit;
    cursor: pointer;
  }
`;

/** A bar that leads to the comparison once tyres are picked. */
export function CompareBar({ list }: { list: CompareList }) {
  const { t } = useTranslation('tyres');
  if (list.refs.length === 0) return null;
  return (
    <Bar role="region" aria-label={t('compare.bar')}>
      <span>{t('compare.picked', { count: list.refs.length })}</span>
      <span style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <button type="button" onClick={list.clear}>
          {t('compare.clear')}
        </button>
        <Link to={`/tyres/compare?models=${list.refs.join(',')}`}>{t('compare.go')}</Link>
      </span>
    </Bar>
  );
}
