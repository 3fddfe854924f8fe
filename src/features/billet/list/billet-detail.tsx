import { FieldList } from '@/ui/page/field-list';
import { useIsOffline } from '@/ui/page/use-is-offline';
import { Sheet } from '@/ui/sheet/sheet';
import type { Billet } from '@contract/billets';
import { CancelSection, DigitableLineSection, HistorySection, useCancelBillet } from './billet-detail-sections';
import { BILLET_COLUMNS } from './columns';
import { InstructionForm } from './instruction-form';
import { SecondCopyForm } from './second-copy-form';
import styles from './billets.module.css';

export interface BilletDetailProps {
  billet: Billet | undefined;
  onClose: () => void;
}

/** A boleto with every field, its terms and its history; cancel and second copy when registered. */
export function BilletDetail({ billet, onClose }: BilletDetailProps) {
  const cancel = useCancelBillet(onClose);
  const offline = useIsOffline();
  const registered = billet?.billet_status === 'WAITING_RETURN';
  return (
    <Sheet
      open={billet !== undefined}
      title={billet ? `Boleto ${billet.our_number ?? billet.billet_id}` : 'Boleto'}
      onClose={onClose}
      wide
    >
      {billet && (
        <div className={styles.detail}>
          <FieldList
            columns={2}
            // As on its card: no 'Pago —' for a boleto not paid.
            fields={BILLET_COLUMNS.filter((c) => c.cardWhen?.(billet) ?? true).map((c) => ({
              label: c.label,
              value: c.value(billet),
            }))}
          />
          {billet.digitable_line && <DigitableLineSection billet={billet} line={billet.digitable_line} />}
          {/* The history is an extra of the sandbox's: another backend's boleto shows without it. */}
          {billet.history && billet.history.length > 0 && <HistorySection history={billet.history} />}
          {registered && (
            <InstructionForm key={`${billet.billet_id}:${billet.due_date}:${billet.billet_value}`} billet={billet} />
          )}
          {registered && <SecondCopyForm billet={billet} />}
          {registered && <CancelSection billet={billet} offline={offline} cancel={cancel} />}
        </div>
      )}
    </Sheet>
  );
}
