import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadMediaImage } from '@cvb/api-client';
import { Button } from '@cvb/ui';
import { failureMessage } from '../../common/failure-message';
import { Field, Notice } from '../../common/form-parts';

interface ImageUploadProps {
  /** The image shown now (an uploaded one), or null for the model's artwork. */
  current: string | null;
  alt: string;
  /** Puts the uploaded image (or null) on the item; resolves once saved. */
  onChange: (url: string | null) => Promise<void>;
  /** Whether the item can go back to its generated artwork (expert reviews can; a story keeps an image). */
  resettable?: boolean;
}

/** Upload a JPEG, PNG or WebP for an item, see it, or go back to the artwork. */
export function ImageUpload({ current, alt, onChange, resettable = true }: ImageUploadProps) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(step: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await step();
    } catch (failure) {
      setError(failureMessage(failure) ?? t('form.failed'));
    } finally {
      setBusy(false);
    }
  }

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void run(async () => onChange((await uploadMediaImage(file)).url));
  };

  return (
    <div>
      {current ? (
        <img
          src={current}
          alt={alt}
          width={320}
          height={180}
          style={{ objectFit: 'cover', borderRadius: 8 }}
        />
      ) : (
        <p>{t('image.artwork')}</p>
      )}
      <Field>
        {t('image.upload')}
        <input type="file" accept="image/jpeg,image/png,image/webp" disabled={busy} onChange={choose} />
      </Field>
      {current && resettable && (
        <Button
          type="button"
          $variant="secondary"
          disabled={busy}
          onClick={() => void run(() => onChange(null))}
        >
          {t('image.useArtwork')}
        </Button>
      )}
      {busy && <p role="status">{t('image.uploading')}</p>}
      {error && (
        <Notice $tone="danger" role="alert">
          {error}
        </Notice>
      )}
    </div>
  );
}
