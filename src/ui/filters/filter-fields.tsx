import { BooleanField, MultiSelectField, SelectField } from './choice-fields';
import { DateRangeField } from './date-range-field';
import { MoneyField, TypedField } from './typed-fields';
import type { FilterDef } from '@/api/lists/filter-types';

/** The input(s) of one filter definition. */
export function FilterField({ def, disabled = false }: { def: FilterDef; disabled?: boolean }) {
  switch (def.kind) {
    case 'dateRange':
      return <DateRangeField def={def} disabled={disabled} />;
    case 'multiSelect':
      return <MultiSelectField def={def} disabled={disabled} />;
    case 'select':
      return <SelectField def={def} disabled={disabled} />;
    case 'money':
      return <MoneyField def={def} disabled={disabled} />;
    case 'integer':
    case 'text':
      return <TypedField def={def} disabled={disabled} />;
    case 'boolean':
      return <BooleanField def={def} disabled={disabled} />;
  }
}
