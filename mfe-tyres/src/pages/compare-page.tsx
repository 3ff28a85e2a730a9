import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '@cvb/router';
import styled from 'styled-components';
import { fetchTyreBrands, fetchTyreCompare, fetchTyreModels, useApiData } from '@cvb/api-client';
import { TYRE_COMPARE_MAX, type TyreModelDetail } from '@cvb/contracts';
import { ApiDataView } from '@cvb/mfe-kit';
import { Button, Container, Lead, PageTitle, Skeleton } from '@cvb/ui';
import { Field, FieldRow, Notice, TableScroll } from '../components/styled';
import { tyrePath } from '../components/tyre-card';
import { useRupees } from '../components/use-locale';

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  input {
    width: 20px;
    height: 20px;
  }
`;

const RemoveButton = styled.button`
  margin-top: 6px;
  background: none;
  border: 0;
  padding: 4px 0;
  color: ${({ theme }) => theme.colors.danger};
  font: inherit;
  cursor: pointer;
  text-decoration: underline;
`;

function refsOf(params: URLSearchParams): string[] {
  return (params.get('models') ?? '').split(',').filter(Boolean);
}

/** Picks one more tyre: brand, then model. */
function AddTyre({ onAdd, disabled }: { onAdd: (ref: string) => void; disabled: boolean }) {
  const { t } = useTranslation('tyres');
  const [brand, setBrand] = useState('');
  const [model, setModel] = useState('');
  const brands = useApiData((signal) => fetchTyreBrands({ _limit: -1 }, signal), 'brands');
  const models = useApiData(
    (signal) => (brand ? fetchTyreModels({ brand, _sort: 'name:ASC' }, signal) : Promise.resolve([])),
    brand,
  );
  return (
    <FieldRow>
      <Field>
        {t('picker.tyreBrand')}
        <select
          value={brand}
          disabled={disabled}
          onChange={(e) => {
            setBrand(e.target.value);
            setModel('');
          }}
        >
          <option value="">{t('picker.choose')}</option>
          {brands.status === 'ready' &&
            brands.data.map((item) => (
              <option key={item.slug} value={item.slug}>
                {item.name}
              </option>
            ))}
        </select>
      </Field>
      <Field>
        {t('picker.tyreModel')}
        <select value={model} disabled={disabled || !brand} onChange={(e) => setModel(e.target.value)}>
          <option value="">{t('picker.choose')}</option>
          {models.status === 'ready' &&
            models.data.map((item) => (
              <option key={item.slug} value={item.slug}>
                {item.name}
              </option>
            ))}
        </select>
      </Field>
      <Button
        type="button"
        disabled={disabled || !brand || !model}
        onClick={() => {
          onAdd(`${brand}/${model}`);
          setModel('');
        }}
      >
        {t('compare.addButton')}
      </Button>
    </FieldRow>
  );
}

interface Row {
  key: string;
  values: (tyre: TyreModelDetail) => ReactNode;
  /** Compared as text to decide whether the row differs. */
  text: (tyre: TyreModelDetail) => string;
}

/** /tyres/compare?models=brand/model,… — up to four tyres side by side, differences only by default. */
export function TyreComparePage() {
  const { t } = useTranslation(['tyres', 'common']);
  const rupees = useRupees();
  const [params, setParams] = useSearchParams();
  const refs = refsOf(params);
  const [differencesOnly, setDifferencesOnly] = useState(true);
  const [warning, setWarning] = useState('');
  const compared = useApiData(
    (signal) =>
      refs.length > 0 ? fetchTyreCompare(refs.slice(0, TYRE_COMPARE_MAX), signal) : Promise.resolve([]),
    refs.join(','),
  );

  function setRefs(next: string[]) {
    const merged = new URLSearchParams(params);
    // Removing the last tyre keeps an empty `models`: the page then asks to select one (docs/domain.md#comparison).
    merged.set('models', next.join(','));
    setParams(merged, { replace: true });
  }

  function add(ref: string) {
    if (refs.includes(ref)) return;
    if (refs.length >= TYRE_COMPARE_MAX) {
      setWarning(t('tyres:compare.max'));
      return;
    }
    setWarning('');
    setRefs([...refs, ref]);
  }

  const price = (tyre: TyreModelDetail) => {
    const low = rupees(tyre.price);
    const high = rupees(tyre.maxPrice);
    return low === null ? t('tyres:priceNotAvailable') : low === high ? low : `${low} – ${high}`;
  };
  const rows: Row[] = [
    { key: 'brand', values: (x) => x.brandName, text: (x) => x.brandName },
    { key: 'price', values: price, text: price },
    {
      key: 'construction',
      values: (x) => t(`tyres:construction.${x.construction}`),
      text: (x) => x.construction,
    },
    { key: 'tread', values: (x) => t(`tyres:tread.${x.type}`), text: (x) => x.type },
    {
      key: 'tubeless',
      values: (x) => (x.tubeless ? t('tyres:tubeless') : t('tyres:tubeType')),
      text: (x) => String(x.tubeless),
    },
    {
      key: 'vehicleTypes',
      values: (x) => x.vehicleTypes.map((type) => t(`tyres:vehicleType.${type}`)).join(', '),
      text: (x) => x.vehicleTypes.join(','),
    },
    {
      key: 'warranty',
      values: (x) =>
        x.warrantyYears === null ? t('tyres:notAvailable') : t('tyres:warranty', { count: x.warrantyYears }),
      text: (x) => String(x.warrantyYears),
    },
    {
      key: 'sizes',
      values: (x) => x.sizes.map((size) => size.sizeKey).join(', '),
      text: (x) => x.sizes.map((size) => size.sizeKey).join(','),
    },
    {
      key: 'plyRating',
      values: (x) => [...new Set(x.sizes.map((size) => size.plyRating ?? '—'))].join(', '),
      text: (x) => x.sizes.map((size) => size.plyRating).join(','),
    },
  ];

  return (
    <Container>
      <PageTitle>{t('tyres:compare.title')}</PageTitle>
      <Lead>{t('tyres:compare.lead')}</Lead>
      <AddTyre onAdd={add} disabled={refs.length >= TYRE_COMPARE_MAX} />
      {warning && (
        <Notice $tone="danger" role="alert">
          {warning}
        </Notice>
      )}
      {refs.length === 0 ? (
        // Only a comparison left without tyres (a shared link, the last one removed) asks for one; a fresh page
        // has the lead and the picker.
        params.has('models') && <Notice role="status">{t('tyres:compare.select')}</Notice>
      ) : (
        <ApiDataView result={compared} skeleton={<Skeleton $height="360px" />}>
          {(tyres) => {
            const shown =
              differencesOnly && tyres.length > 1
                ? rows.filter((row) => new Set(tyres.map(row.text)).size > 1)
                : rows;
            return (
              <>
                {tyres.length > 1 && (
                  <Check>
                    <input
                      type="checkbox"
                      checked={differencesOnly}
                      onChange={(e) => setDifferencesOnly(e.target.checked)}
                    />
                    {t('tyres:compare.differencesOnly')}
                  </Check>
                )}
                <TableScroll>
                  <table>
                    <thead>
                      <tr>
                        <th scope="col">{t('tyres:compare.feature')}</th>
                        {tyres.map((tyre) => (
                          <th scope="col" key={tyre.id}>
                            <Link to={tyrePath(tyre)}>{tyre.name}</Link>
                            <br />
                            <RemoveButton
                              type="button"
                              aria-label={t('tyres:compare.removeNamed', { name: tyre.name })}
                              onClick={() =>
                                setRefs(refs.filter((ref) => ref !== `${tyre.brandSlug}/${tyre.slug}`))
                              }
                            >
                              {t('tyres:compare.remove')}
                            </RemoveButton>
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {shown.map((row) => (
                        <tr key={row.key}>
                          <th scope="row">{t(`tyres:compare.row.${row.key}`)}</th>
                          {tyres.map((tyre) => (
                            <td key={tyre.id}>{row.values(tyre)}</td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableScroll>
                {shown.length === 0 && <p>{t('tyres:compare.same')}</p>}
              </>
            );
          }}
        </ApiDataView>
      )}
    </Container>
  );
}
