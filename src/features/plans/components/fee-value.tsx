import { formatPercent } from '@/lib/money';
import { VisuallyHidden } from '@/ui/page/visually-hidden';

/** '2,49%', or a dash that a screen reader reads as "não disponível". */
export function FeeValue({ mdr }: { mdr: number | null | undefined }) {
  if (mdr === null || mdr === undefined) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <VisuallyHidden>não disponível</VisuallyHidden>
      </>
    );
  }
  return <>{formatPercent(mdr)}</>;
}
