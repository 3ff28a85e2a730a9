import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@cvb/router';
import { createDeskBrand, updateDeskBrand } from '@cvb/api-client';
import { VEHICLE_VERTICALS, type DeskBrand, type VehicleVertical } from '@cvb/contracts';
import { Button, Card } from '@cvb/ui';
import { failureMessage } from '../../../common/failure-message';
import { Actions, Field, Notice } from '../../../common/form-parts';
import { ConflictNotice } from '../conflict-notice';
import { conflictOf } from '../desk-refusal';
import { slugOf } from '../model/model-document';
import { Row } from '../search-filters';
import { useDeskLocale } from '../use-locale';

type Outcome = { tone: 'success' | 'danger'; text: string } | null;

const fieldsOf = (brand: DeskBrand | null) => ({
  vertical: brand?.vertical ?? VEHICLE_VERTICALS[0],
  name: brand?.name ?? '',
  slug: brand?.slug ?? '',
  description: brand?.description ?? '',
  logo: brand?.logo ?? '',
});

/** A brand's name, address, description and logo; live at once when saved (brands have no draft). */
export function BrandForm({ initial }: { initial: DeskBrand | null }) {
  const { t } = useTranslation('admin');
  const locale = useDeskLocale();
  const navigate = useNavigate();
  const [brand, setBrand] = useState(initial);
  const [values, setValues] = useState(() => fieldsOf(initial));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [conflict, setConflict] = useState<{
    changedBy: string;
    changedAt: string;
    current: DeskBrand;
  } | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setOutcome(null);
    const fields = {
      name: values.name,
      slug: values.slug,
      description: values.description,
      logo: values.logo || null,
    };
    try {
      if (!brand) {
        const created = await createDeskBrand({ vertical: values.vertical, ...fields }, locale);
        navigate(`/admin/catalogue/brands/${created.id}`, { replace: true });
        return;
      }
      const saved = await updateDeskBrand(brand.id, { version: brand.version, ...fields }, locale);
      setBrand(saved);
      setConflict(null);
      setOutcome({ tone: 'success', text: t('catalogue.brandForm.saved') });
    } catch (error) {
      const stale = conflictOf<DeskBrand>(error);
      if (stale) setConflict(stale);
      else setOutcome({ tone: 'danger', text: failureMessage(error) ?? t('form.failed') });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card as="form" onSubmit={submit} aria-labelledby="brand-title">
      <h2 id="brand-title" style={{ marginTop: 0 }}>
        {brand ? t('catalogue.brandForm.title', { name: brand.name }) : t('catalogue.brandForm.newTitle')}
      </h2>
      <Row>
        <Field>
          {t('catalogue.vertical')}
          <select
            value={values.vertical}
            disabled={brand !== null}
            onChange={(e) => setValues({ ...values, vertical: e.target.value as VehicleVertical })}
          >
            {VEHICLE_VERTICALS.map((vertical) => (
              <option key={vertical} value={vertical}>
                {t(`verticals.${vertical}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          {t('catalogue.brandForm.name')}
          <input
            value={values.name}
            required
            maxLength={80}
            onChange={(e) =>
              setValues({
                ...values,
                name: e.target.value,
                slug: values.slug === slugOf(values.name) ? slugOf(e.target.value) : values.slug,
              })
            }
          />
        </Field>
        <Field>
          {t('catalogue.model.slug')}
          <input
            value={values.slug}
            required
            maxLength={60}
            onChange={(e) => setValues({ ...values, slug: e.target.value })}
          />
        </Field>
      </Row>
      <Field>
        {t('catalogue.texts.description')}
        <textarea
          rows={4}
          value={values.description}
          maxLength={3000}
          onChange={(e) => setValues({ ...values, description: e.target.value })}
        />
      </Field>
      <Field>
        {t('catalogue.brandForm.logo')}
        <input
          type="url"
          value={values.logo}
          onChange={(e) => setValues({ ...values, logo: e.target.value })}
        />
      </Field>
      <Actions>
        <Button type="submit" disabled={saving}>
          {saving ? t('form.saving') : t('catalogue.brandForm.save')}
        </Button>
      </Actions>
      {conflict && (
        <ConflictNotice
          conflict={conflict}
          onReload={() => {
            setBrand(conflict.current);
            setValues(fieldsOf(conflict.current));
            setConflict(null);
          }}
          onKeep={() => {
            setBrand(conflict.current);
            setConflict(null);
          }}
        />
      )}
      {outcome && (
        <Notice $tone={outcome.tone} role={outcome.tone === 'success' ? 'status' : 'alert'}>
          {outcome.text}
        </Notice>
      )}
    </Card>
  );
}
