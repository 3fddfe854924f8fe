import { useQuery } from '@tanstack/react-query';
import { formatCents } from '@/lib/money';
import { FieldList } from '@/ui/page/field-list';
import { Panel } from '@/ui/page/panel';
import { LoadFailure } from '@/ui/states/load-failure';
import { SkeletonList } from '@/ui/states/skeleton-list';
import { receivableUnitQueries } from '../api/queries';
import { UnitCercPayments } from './unit-cerc-payments';

/**
 * The unit as the registry (CERC) holds it — its key, what was constituted, committed to contract
 * effects and left free — and how it is paid out: the merchant's share and each beneficiary's.
 * What a merchant checks when the bank's figure and the portal's differ.
 */
export function UnitCerc({ unitId }: { unitId: number }) {
  const cerc = useQuery(receivableUnitQueries.cerc(unitId));
  return (
    <Panel title="Na registradora (CERC)">
      {cerc.data ? (
        <FieldList
          fields={[
            { label: 'Chave da UR', value: cerc.data.ur_key },
            ...(cerc.data.accreditor_name ? [{ label: 'Credenciadora', value: cerc.data.accreditor_name }] : []),
            { label: 'Constituído', value: formatCents(cerc.data.constituted_amount) },
            { label: 'Comprometido', value: formatCents(cerc.data.committed_amount) },
            { label: 'Livre', value: formatCents(cerc.data.free_amount) },
          ]}
        />
      ) : cerc.isError ? (
        <LoadFailure error={cerc.error} onRetry={() => void cerc.refetch()} />
      ) : (
        <SkeletonList rows={2} label="Carregando o registro da UR…" />
      )}
      <UnitCercPayments unitId={unitId} />
    </Panel>
  );
}
