import { useTranslation } from 'react-i18next';
import { LEAD_TIMELINES, type LeadTimeline } from '@cvb/contracts';
import { FieldBox, Optional } from './field-styles';

export interface TimelineFieldProps {
  id: string;
  value: LeadTimeline | '';
  onChange: (value: LeadTimeline | '') => void;
}

const isTimeline = (value: string): value is LeadTimeline =>
  (LEAD_TIMELINES as readonly string[]).includes(value);

/** Buying timeline (docs/domain.md#leads): just researching, within 15, 30 or 90 days, not decided yet. */
export function TimelineField({ id, value, onChange }: TimelineFieldProps) {
  const { t } = useTranslation('leads');
  return (
    <FieldBox $wide>
      <label htmlFor={id}>
        {t('fields.timeline')} <Optional>{t('optional')}</Optional>
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(isTimeline(event.target.value) ? event.target.value : '')}
      >
        <option value="">{t('chooseTimeline')}</option>
        {LEAD_TIMELINES.map((timeline) => (
          <option key={timeline} value={timeline}>
            {t(`timeline.${timeline}`)}
          </option>
        ))}
      </select>
    </FieldBox>
  );
}
