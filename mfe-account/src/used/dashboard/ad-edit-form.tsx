import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UsedAdEdit, UsedMyAd } from '@cvb/contracts';
import { Button } from '@cvb/ui';
import { Actions, Field } from '../../common/form-parts';

/** The fields a seller changes most: asking price, kilometres and description (the API checks them). */
export function AdEditForm({
  ad,
  busy,
  onSave,
  onCancel,
}: {
  ad: UsedMyAd;
  busy: boolean;
  onSave: (edit: UsedAdEdit) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('used');
  const [price, setPrice] = useState(String(ad.price));
  const [kms, setKms] = useState(String(ad.kmsDriven));
  const [description, setDescription] = useState(ad.description);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ price: Number(price), kmsDriven: Number(kms), description });
  };
  const digits = (value: string) => value.replace(/\D/g, '').slice(0, 12);
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('dashboard.edit')}>
      <Field>
        {t('dashboard.price')}
        <input inputMode="numeric" value={price} onChange={(event) => setPrice(digits(event.target.value))} />
      </Field>
      <Field>
        {t('dashboard.kmsDriven')}
        <input inputMode="numeric" value={kms} onChange={(event) => setKms(digits(event.target.value))} />
      </Field>
      <Field>
        {t('dashboard.description')}
        <textarea
          value={description}
          maxLength={2000}
          onChange={(event) => setDescription(event.target.value)}
        />
      </Field>
      <Actions>
        <Button type="submit" disabled={busy}>
          {t('dashboard.save')}
        </Button>
        <Button type="button" $variant="secondary" disabled={busy} onClick={onCancel}>
          {t('dashboard.cancel')}
        </Button>
      </Actions>
    </form>
  );
}
