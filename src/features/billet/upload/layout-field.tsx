import { useQuery } from '@tanstack/react-query';
import { TypeRadios } from '../shared/form-fields';
import { billetLayoutsQuery } from './api';
import type { BilletFormValues } from './form-values';

/**
 * The boleto's layout, offered from the bank's list (GET /v1/billet/layouts). Without the list
 * (offline before it was ever saved, or a backend that fails it) the field is not shown and the
 * boleto keeps the layout it came with: nothing is reset behind the user's back.
 */
export function LayoutField() {
  const layouts = useQuery(billetLayoutsQuery());
  if (!layouts.data || layouts.data.length < 2) return null;
  const options = layouts.data.map((l) => ({ value: l.id, label: l.name }));
  return <TypeRadios<BilletFormValues> name="layout" label="Layout do boleto" options={options} />;
}
