import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Button } from '@cvb/ui';
import { useRuleText } from '../../account/use-rule-text';
import { Actions, Field, FieldError, Notice } from '../../common/form-parts';
import { CODE_FORMAT, useContactFlow } from './use-contact-flow';

const Box = styled.section`
  margin-top: ${({ theme }) => theme.space(4)};
  h2 {
    font-size: ${({ theme }) => theme.font.size.large};
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

const PhoneLink = styled.a`
  display: inline-block;
  font-size: 1.5rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  margin: ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(3)};
`;

/**
 * "Contact seller": the buyer's name and mobile, the one-time code when the API asks for it, then the seller's
 * number as a tel: link. The seller's number is in no page or answer before that.
 */
export function ContactSeller({ adId }: { adId: number }) {
  const { t } = useTranslation('used');
  const ruleText = useRuleText();
  const locale = useAppSelector(selectLocale);
  const flow = useContactFlow(adId, locale);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (flow.step !== 'closed') heading.current?.focus();
  }, [flow.step]);

  if (flow.step === 'closed') {
    return (
      <Button type="button" onClick={flow.open}>
        {t('contact.button')}
      </Button>
    );
  }
  const failure =
    flow.failure === undefined ? null : (
      <Notice role="alert" $tone="danger">
        {flow.failure === null ? t('contact.failed') : ruleText(flow.failure)}
      </Notice>
    );

  if (flow.step === 'revealed' && flow.seller) {
    const digits = flow.seller.sellerMobile;
    return (
      <Box aria-labelledby="used-contact-title">
        <h2 id="used-contact-title" ref={heading} tabIndex={-1}>
          {t('contact.numberIs')}: {flow.seller.sellerName}
        </h2>
        <PhoneLink href={`tel:+91${digits}`} aria-label={t('contact.call', { mobile: digits })}>
          {digits}
        </PhoneLink>
        <Notice role="status" $tone="success">
          {t('contact.smsSent')}
        </Notice>
      </Box>
    );
  }

  if (flow.step === 'code') {
    const onVerify = (event: FormEvent) => {
      event.preventDefault();
      void flow.verify();
    };
    return (
      <Box aria-labelledby="used-contact-title">
        <h2 id="used-contact-title" ref={heading} tabIndex={-1}>
          {t('contact.title')}
        </h2>
        <form noValidate onSubmit={onVerify} aria-busy={flow.busy} aria-labelledby="used-contact-title">
          <p>{t('contact.codeSent', { mobile: flow.mobile.trim() })}</p>
          <Field>
            {t('contact.code')}
            <input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={flow.code}
              aria-invalid={flow.errors.code ? true : undefined}
              aria-describedby={flow.errors.code ? 'used-contact-code-error' : undefined}
              onChange={(event) => flow.setCode(event.target.value)}
            />
          </Field>
          {flow.errors.code === CODE_FORMAT && (
            <FieldError id="used-contact-code-error">{t('contact.codeFormat')}</FieldError>
          )}
          {failure}
          <Actions>
            <Button type="submit" disabled={flow.busy}>
              {flow.busy ? t('contact.verifying') : t('contact.verify')}
            </Button>
            <Button
              type="button"
              $variant="secondary"
              disabled={flow.busy}
              onClick={() => void flow.resend()}
            >
              {t('contact.resend')}
            </Button>
            <Button type="button" $variant="secondary" disabled={flow.busy} onClick={flow.changeMobile}>
              {t('contact.change')}
            </Button>
          </Actions>
        </form>
      </Box>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void flow.submit();
  };
  return (
    <Box aria-labelledby="used-contact-title">
      <h2 id="used-contact-title" ref={heading} tabIndex={-1}>
        {t('contact.title')}
      </h2>
      <p>{t('contact.intro')}</p>
      <form noValidate onSubmit={onSubmit} aria-busy={flow.busy} aria-labelledby="used-contact-title">
        <Field>
          {t('contact.name')}
          <input
            autoComplete="name"
            value={flow.name}
            aria-invalid={flow.errors.name ? true : undefined}
            aria-describedby={flow.errors.name ? 'used-contact-name-error' : undefined}
            onChange={(event) => flow.setName(event.target.value)}
          />
        </Field>
        {flow.errors.name && (
          <FieldError id="used-contact-name-error">{ruleText(flow.errors.name)}</FieldError>
        )}
        <Field>
          {t('contact.mobile')}
          <input
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            value={flow.mobile}
            aria-invalid={flow.errors.mobile ? true : undefined}
            aria-describedby={flow.errors.mobile ? 'used-contact-mobile-error' : undefined}
            onChange={(event) => flow.setMobile(event.target.value)}
          />
        </Field>
        {flow.errors.mobile && (
          <FieldError id="used-contact-mobile-error">{ruleText(flow.errors.mobile)}</FieldError>
        )}
        {failure}
        <Button type="submit" disabled={flow.busy}>
          {t('contact.sendCode')}
        </Button>
      </form>
    </Box>
  );
}
