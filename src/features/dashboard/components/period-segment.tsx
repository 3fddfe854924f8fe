import { ChoiceSegment } from '@/ui/page/choice-segment';
import { PERIOD_LABELS, PERIODS, type Period } from '../lib/periods';

export interface PeriodSegmentProps {
  value: Period;
  onChange: (period: Period) => void;
}

const CHOICES = PERIODS.map((period) => ({ value: period, label: PERIOD_LABELS[period] }));

/** Hoje · 7 dias · 15 dias · 30 dias · Mês atual. */
export function PeriodSegment({ value, onChange }: PeriodSegmentProps) {
  return <ChoiceSegment label="Período" value={value} choices={CHOICES} onChange={onChange} />;
}
