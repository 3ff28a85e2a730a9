import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { badRequestMessage, isLoginRequired, postReview } from '@cvb/api-client';
import {
  REVIEW_USE_CASES,
  REVIEW_VEHICLE_STATUSES,
  REVIEW_VOUCHER_RUPEES,
  type ReviewAttribute,
  type ReviewRecordedResponse,
  type VehicleVertical,
} from '@cvb/contracts';
import { formatPrice } from '@cvb/format';
import { lostToTheNetwork, keepAndSendWhenOnline } from '@cvb/lead-forms/offline';
import { selectLocale, selectUser, useAppSelector } from '@cvb/store';
import { Button } from '@cvb/ui';
import { FieldBox, FieldError } from './form-fields';
import { openLoginModal } from './open-login';
import { RatingInput } from './rating-input';
import {
  emptyReviewForm,
  ratedAttributes,
  reviewFormErrors,
  toReviewRequest,
  type ReviewErrors,
  type ReviewField,
  type ReviewFormState,
} from './review-form-state';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(4)};
  h3 {
    margin: 0;
  }
`;

const Promo = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.successSurface};
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

const Ratings = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Alert = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Kept = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The form was closed while its review waited for the network: the page-wide sender takes it from there. */
const CLOSED = Symbol('closed');

export interface ReviewedModelRef {
  vertical: VehicleVertical;
  brandSlug: string;
  modelSlug: string;
}

interface ReviewFormProps {
  model: ReviewedModelRef;
  modelName: string;
  onRecorded: (recorded: ReviewRecordedResponse) => void;
  onCancel: () => void;
}

const describedBy = (errors: ReviewErrors, field: ReviewField) =>
  errors[field] ? { 'aria-invalid': true, 'aria-describedby': `review-${field}-error` } : {};

/** The rating and review form (docs/domain.md#reviews fields); checks everything before it sends. */
export function ReviewForm({ model, modelName, onRecorded, onCancel }: ReviewFormProps) {
  const { t } = useTranslation('catalogue');
  const locale = useAppSelector(selectLocale);
  const user = useAppSelector(selectUser);
  const [form, setForm] = useState<ReviewFormState>(() => emptyReviewForm(user?.name));
  const [errors, setErrors] = useState<ReviewErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [kept, setKept] = useState(false);
  // Aborted when the form closes: a kept submission stops waiting here and is left to the page-wide sender.
  const leaving = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => controller.abort();
  }, []);

  const set = <K extends keyof ReviewFormState>(key: K, value: ReviewFormState[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const rate = (attribute: ReviewAttribute, value: number) =>
    setForm((current) => ({ ...current, ratings: { ...current.ratings, [attribute]: value } }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = reviewFormErrors(t, form, model.vertical);
    setErrors(problems);
    setAlert(null);
    if (Object.keys(problems).length > 0) return;
    setSending(true);
    const request = toReviewRequest(form, model);
    try {
      onRecorded(await sendOrKeep(request));
    } catch (error) {
      if (error === CLOSED) return;
      if (isLoginRequired(error)) {
        setAlert(t('reviews.loginNeeded'));
        openLoginModal();
      } else {
        setAlert(badRequestMessage(error) ?? t('reviews.failed'));
      }
    } finally {
      setSending(false);
    }
  };

  /**
   * Without a network the review is kept on the phone and sent when the connection is back (docs/operations.md#offline);
   * one review per person and model, so a repeat replaces it and the model is the kept form's key.
   */
  const sendOrKeep = async (request: ReturnType<typeof toReviewRequest>): Promise<ReviewRecordedResponse> => {
    try {
      return await postReview(request);
    } catch (error) {
      if (!lostToTheNetwork(error)) throw error;
      setKept(true);
      try {
        const later = await keepAndSendWhenOnline({
          key: `review:${model.vertical}/${model.brandSlug}/${model.modelSlug}`,
          kind: 'review',
          body: request,
          send: postReview,
          signal: leaving.current?.signal,
        });
        if (!later) throw CLOSED;
        if (!later.sent) throw later.error;
        return later.answer;
      } finally {
        if (!leaving.current?.signal.aborted) setKept(false);
      }
    }
  };

  const field = (name: ReviewField, label: string, control: ReactNode) => (
    <FieldBox>
      <label htmlFor={`review-${name}`}>{label}</label>
      {control}
      <FieldError id={`review-${name}-error`}>{errors[name]}</FieldError>
    </FieldBox>
  );

  return (
    <Form noValidate onSubmit={onSubmit} aria-labelledby="review-form-title">
      <h3 id="review-form-title">{t('reviews.formTitle', { name: modelName })}</h3>
      <Promo>{t('reviews.promo', { amount: formatPrice(REVIEW_VOUCHER_RUPEES, locale) })}</Promo>
      {field(
        'useCase',
        t('reviews.useCase'),
        <select
          id="review-useCase"
          value={form.useCase}
          onChange={(event) => set('useCase', event.target.value as ReviewFormState['useCase'])}
          {...describedBy(errors, 'useCase')}
        >
          <option value="">{t('reviews.chooseUseCase')}</option>
          {REVIEW_USE_CASES.map((useCase) => (
            <option key={useCase} value={useCase}>
              {t(`reviews.useCases.${useCase}`)}
            </option>
          ))}
        </select>,
      )}
      <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
        <legend style={{ fontWeight: 600, padding: 0 }}>{t('reviews.ratings')}</legend>
        <Ratings>
          {ratedAttributes(model.vertical).map((attribute) => (
            <RatingInput
              key={attribute}
              attribute={attribute}
              value={form.ratings[attribute]}
              error={errors[attribute]}
              onChange={(value) => rate(attribute, value)}
            />
          ))}
        </Ratings>
      </fieldset>
      <FieldBox
        as="fieldset"
        style={{ border: 0, margin: 0, padding: 0 }}
        {...describedBy(errors, 'vehicleStatus')}
      >
        <legend>{t('reviews.vehicleStatus')}</legend>
        <Actions>
          {REVIEW_VEHICLE_STATUSES.map((status) => (
            <label
              key={status}
              style={{ fontWeight: 'normal', minHeight: 44, display: 'inline-flex', gap: 8 }}
            >
              <input
                type="radio"
                name="review-vehicleStatus"
                value={status}
                checked={form.vehicleStatus === status}
                onChange={() => set('vehicleStatus', status)}
              />
              {t(`reviews.${status}`)}
            </label>
          ))}
        </Actions>
        <FieldError id="review-vehicleStatus-error">{errors.vehicleStatus}</FieldError>
      </FieldBox>
      {field(
        'kmDriven',
        t('reviews.kmDrivenLabel'),
        <input
          id="review-kmDriven"
          type="text"
          inputMode="numeric"
          value={form.kmDriven}
          onChange={(event) => set('kmDriven', event.target.value)}
          {...describedBy(errors, 'kmDriven')}
        />,
      )}
      {field(
        'title',
        t('reviews.reviewTitle'),
        <input
          id="review-title"
          type="text"
          value={form.title}
          onChange={(event) => set('title', event.target.value)}
          {...describedBy(errors, 'title')}
        />,
      )}
      {field(
        'description',
        t('reviews.description'),
        <textarea
          id="review-description"
          rows={5}
          value={form.description}
          onChange={(event) => set('description', event.target.value)}
          {...describedBy(errors, 'description')}
        />,
      )}
      {field(
        'name',
        t('reviews.name'),
        <input
          id="review-name"
          type="text"
          autoComplete="name"
          value={form.name}
          onChange={(event) => set('name', event.target.value)}
          {...describedBy(errors, 'name')}
        />,
      )}
      {field(
        'email',
        t('reviews.email'),
        <input
          id="review-email"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={(event) => set('email', event.target.value)}
          {...describedBy(errors, 'email')}
        />,
      )}
      {kept && <Kept role="status">{t('reviews.saved')}</Kept>}
      {alert && <Alert role="alert">{alert}</Alert>}
      <Actions>
        <Button type="submit" disabled={sending}>
          {sending && !kept ? t('reviews.submitting') : t('reviews.submit')}
        </Button>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {t('reviews.cancel')}
        </Button>
      </Actions>
    </Form>
  );
}
