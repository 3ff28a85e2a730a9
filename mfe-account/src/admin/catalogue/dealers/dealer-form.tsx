import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createDeskDealer, updateDeskDealer } from '@cvb/api-client';
import {
  DESK_DEALER_SERVICES,
  VEHICLE_VERTICALS,
  type DeskDealer,
  type DeskDealerService,
  type VehicleVertical,
} from '@cvb/contracts';
import { Button } from '@cvb/ui';
import { failureMessage } from '../../../common/failure-message';
import { Actions, Field, Notice } from '../../../common/form-parts';
import { ConflictNotice } from '../conflict-notice';
import { conflictOf } from '../desk-refusal';
import { Row } from '../search-filters';
import { useDeskBrands } from '../use-desk-brands';
import { useDeskLocale } from '../use-locale';

const valuesOf = (dealer: DeskDealer | null) => ({
  vertical: (dealer?.vertical ?? VEHICLE_VERTICALS[0]) as VehicleVertical,
  brandId: dealer?.brandId ?? 0,
  name: dealer?.name ?? '',
  services: (dealer?.services ?? 'sales') as DeskDealerService,
  address: dealer?.address ?? '',
  city: dealer?.city ?? '',
  pincode: dealer?.pincode ?? '',
  phone: dealer?.phone ?? '',
  hours: dealer?.hours ?? '',
});

export interface DealerFormProps {
  dealer: DeskDealer | null;
  onSaved: (dealer: DeskDealer) => void;
}

/** A dealer or service centre: its brand, name, what it offers, address, city, pincode, phone and hours. */
export function DealerForm({ dealer, onSaved }: DealerFormProps) {
  const { t } = useTranslation('admin');
  const locale = useDeskLocale();
  const [base, setBase] = useState(dealer);
  const [values, setValues] = useState(() => valuesOf(dealer));
  const [problem, setProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{
    changedBy: string;
    changedAt: string;
    current: DeskDealer;
  } | null>(null);
  const [saving, setSaving] = useState(false);
  const brands = useDeskBrands(values.vertical);
  const text = (field: 'name' | 'address' | 'city' | 'pincode' | 'phone' | 'hours') => ({
    value: values[field],
    onChange: (e: { target: { value: string } }) => setValues({ ...values, [field]: e.target.value }),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setProblem(null);
    const { brandId, name, services, address, city, pincode, phone, hours } = values;
    const fields = { brandId, name, services, address, city, pincode, phone, hours };
    try {
      const saved = base
        ? await updateDeskDealer(base.id, { version: base.version, ...fields }, locale)
        : await createDeskDealer(fields, locale);
      onSaved(saved);
    } catch (error) {
      const stale = conflictOf<DeskDealer>(error);
      if (stale) setConflict(stale);
      else setProblem(failureMessage(error) ?? t('form.failed'));
    } finally {
      setSaving(false);
    }
  }

  const title = base ? t('catalogue.dealers.edit', { name: base.name }) : t('catalogue.dealers.add');
  return (
    <form onSubmit={submit} aria-label={title}>
      <h3>{title}</h3>
      <Row>
        <Field>
          {t('catalogue.vertical')}
          <select
            value={values.vertical}
            disabled={base !== null}
            onChange={(e) =>
              setValues({ ...values, vertical: e.target.value as VehicleVertical, brandId: 0 })
            }
          >
            {VEHICLE_VERTICALS.map((vertical) => (
              <option key={vertical} value={vertical}>
                {t(`verticals.${vertical}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          {t('catalogue.brand')}
          <select
            value={values.brandId || ''}
            required
            onChange={(e) => setValues({ ...values, brandId: Number(e.target.value) })}
          >
            <option value="">{t('catalogue.model.choose')}</option>
            {brands.status === 'ready' &&
              brands.data.brands.map((brand) => (
                <option key={brand.id} value={brand.id}>
                  {brand.name}
                </option>
              ))}
          </select>
        </Field>
        <Field>
          {t('catalogue.dealers.kind')}
          <select
            value={values.services}
            onChange={(e) => setValues({ ...values, services: e.target.value as DeskDealerService })}
          >
            {DESK_DEALER_SERVICES.map((service) => (
              <option key={service} value={service}>
                {t(`catalogue.dealers.kinds.${service}`)}
              </option>
            ))}
          </select>
        </Field>
      </Row>
      <Field>
        {t('catalogue.dealers.name')}
        <input {...text('name')} required maxLength={120} />
      </Field>
      <Field>
        {t('catalogue.dealers.address')}
        <input {...text('address')} required maxLength={300} />
      </Field>
      <Row>
        <Field>
          {t('catalogue.dealers.city')}
          <input {...text('city')} required />
        </Field>
        <Field>
          {t('catalogue.dealers.pincode')}
          <input {...text('pincode')} required inputMode="numeric" maxLength={6} />
        </Field>
        <Field>
          {t('catalogue.dealers.phone')}
          <input {...text('phone')} required type="tel" />
        </Field>
        <Field>
          {t('catalogue.dealers.hours')}
          <input {...text('hours')} maxLength={120} />
        </Field>
      </Row>
      <Actions>
        <Button type="submit" disabled={saving}>
          {saving ? t('form.saving') : t('catalogue.dealers.save')}
        </Button>
      </Actions>
      {conflict && (
        <ConflictNotice
          conflict={conflict}
          onReload={() => {
            setBase(conflict.current);
            setValues(valuesOf(conflict.current));
            setConflict(null);
          }}
          onKeep={() => {
            setBase(conflict.current);
            setConflict(null);
          }}
        />
      )}
      {problem && (
        <Notice $tone="danger" role="alert">
          {problem}
        </Notice>
      )}
    </form>
  );
}
