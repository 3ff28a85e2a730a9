import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { postUsedVehicleAd } from '@cvb/api-client';
import type { UsedVehicleAd } from '@cvb/contracts';
import { Button, Card } from '@cvb/ui';
import { ContactStep } from './contact-step';
import { DetailsStep } from './details-step';
import { PhotosStep } from './photos-step';
import { checkStep, SELL_STEPS, type SellMessageKey, type StepErrors } from './sell-steps';
import { EMPTY_SELL_VALUES, toAdInput, type SellField, type SellValues } from './sell-values';
import { submitFailureOf, type SubmitFailure } from './submit-failure';
import { VehicleStep } from './vehicle-step';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  justify-content: space-between;
  margin-top: ${({ theme }) => theme.space(6)};
  button {
    min-height: 44px;
    flex: 1 1 140px;
  }
`;

const Alert = styled.p<{ $tone: 'danger' | 'info' }>`
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerSurface : theme.colors.background)};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.text)};
`;

export interface SellFormProps {
  onPosted: (ad: UsedVehicleAd) => void;
  onSignedOut: () => void;
}

/** The four-step sell form: each step is checked before Next; Submit sends the ad with its photos. */
export function SellForm({ onPosted, onSignedOut }: SellFormProps) {
  const { t } = useTranslation('sell');
  const [stepIndex, setStepIndex] = useState(0);
  const [values, setValues] = useState<SellValues>(EMPTY_SELL_VALUES);
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<StepErrors>({});
  const [pickProblem, setPickProblem] = useState<SellMessageKey | undefined>();
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const step = SELL_STEPS[stepIndex];
  const isLast = stepIndex === SELL_STEPS.length - 1;

  function change(field: SellField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function goTo(index: number) {
    setStepIndex(index);
    setErrors({});
    setFailure(null);
    // Move focus to the new step's heading so keyboard and screen-reader users follow along.
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  async function submit() {
    setUploading(true);
    setFailure(null);
    try {
      onPosted(await postUsedVehicleAd(toAdInput(values), photos));
    } catch (error) {
      const found = submitFailureOf(error);
      if (found.kind === 'signedOut') onSignedOut();
      else setFailure(found);
    } finally {
      setUploading(false);
    }
  }

  function next() {
    const found = checkStep(step, values, photos);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    if (isLast) void submit();
    else goTo(stepIndex + 1);
  }

  const stepProps = { values, errors, onChange: change };
  const stepErrors = pickProblem ? { photos: pickProblem } : errors;
  return (
    <Card>
      <form
        aria-label={t('title')}
        noValidate
        aria-busy={uploading}
        onSubmit={(event) => {
          event.preventDefault();
          next();
        }}
      >
        <p>{t('stepOf', { step: stepIndex + 1, total: SELL_STEPS.length })}</p>
        <h2 ref={headingRef} tabIndex={-1}>
          {t(`steps.${step}`)}
        </h2>
        <fieldset disabled={uploading} style={{ border: 0, padding: 0, margin: 0 }}>
          {step === 'vehicle' && <VehicleStep {...stepProps} />}
          {step === 'details' && <DetailsStep {...stepProps} />}
          {step === 'photos' && (
            <PhotosStep
              photos={photos}
              errors={stepErrors}
              onPhotos={(picked) => {
                setPhotos(picked);
                setErrors({});
              }}
              onPickProblem={setPickProblem}
            />
          )}
          {step === 'contact' && <ContactStep {...stepProps} />}
        </fieldset>
        {uploading && (
          <Alert role="status" $tone="info">
            {t('uploading')}
          </Alert>
        )}
        {failure && <FailureAlert failure={failure} />}
        <Actions>
          <Button
            type="button"
            $variant="secondary"
            disabled={stepIndex === 0 || uploading}
            onClick={() => goTo(stepIndex - 1)}
          >
            {t('previous')}
          </Button>
          <Button type="submit" disabled={uploading}>
            {isLast ? t('submit') : t('next')}
          </Button>
        </Actions>
      </form>
    </Card>
  );
}

function FailureAlert({ failure }: { failure: SubmitFailure }) {
  const { t } = useTranslation('sell');
  const text =
    failure.kind === 'rule'
      ? t(`validation.${failure.key}`)
      : failure.kind === 'message'
        ? failure.text
        : failure.kind === 'network'
          ? t('errors.network')
          : t('errors.server');
  return (
    <Alert role="alert" $tone="danger">
      {text}
    </Alert>
  );
}
