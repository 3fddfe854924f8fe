import { formatCents } from '@/lib/money';
import { DataList } from '@/ui/data-list/data-list';
import type { ListData } from '@/ui/data-list/use-list-data';
import { ButtonLink } from '@/ui/link/button-link';
import { useMediaQuery, WIDE_SCREEN } from '@/ui/page/use-media-query';
import { EmptyState, ListEmptyState } from '@/ui/states/empty-state';
import type { Paylink, PaylinkList } from '../api/schemas';
import { CARD_HEAD_IDS, PAYLINK_COLUMNS } from './columns';
import { RowActions } from './row-actions';
import { StatusBadge } from './status-badge';
import styles from './paylink.module.css';

interface PaylinkRowsProps {
  list: ListData<PaylinkList>;
  /** A table (else cards). */
  wide: boolean;
  offline: boolean;
  filtering: boolean;
  onShare: (link: Paylink) => void;
  onDelete: (link: Paylink) => void;
  onOpen: (link: Paylink) => void;
  onPageChange: (page: number, perPage: number) => void;
}

/** The links, each with its share, edit and delete actions. */
export function PaylinkRows({
  list,
  wide,
  offline,
  filtering,
  onShare,
  onDelete,
  onOpen,
  onPageChange,
}: PaylinkRowsProps) {
  const roomy = useMediaQuery(WIDE_SCREEN);
  const actions = (link: Paylink) => (
    <RowActions link={link} offline={offline} onShare={onShare} onDelete={onDelete} compact={wide} />
  );
  // The table keeps to the width of a laptop beside the menu: the methods show on the link's
  // card, edit and share pages; the row's actions take their place. A tablet (or a laptop with
  // the menu open) has ~740 px: the creation date goes too, so the actions stay on screen.
  const columns = wide
    ? [
        ...PAYLINK_COLUMNS.filter((column) => column.id !== 'payment_methods' && (roomy || column.id !== 'created_at')),
        { id: 'actions', label: 'Ações', value: actions },
      ]
    : PAYLINK_COLUMNS;
  return (
    <DataList<PaylinkList>
      list={list}
      columns={columns}
      rowKey={(row: Paylink) => row.id}
      label="Links de pagamento"
      loadingLabel="Carregando links…"
      onPageChange={onPageChange}
      empty={<PaylinksEmpty offline={offline} filtering={filtering} />}
      cardTitle={(row: Paylink) => (
        <>
          <span className={styles.cardAmount}>{formatCents(row.amount)}</span>
          <span className={styles.cardDescription}>{row.description}</span>
        </>
      )}
      cardAside={(row: Paylink) => <StatusBadge status={row.status} />}
      cardOmit={CARD_HEAD_IDS}
      cardActions={actions}
      onOpen={onOpen}
    />
  );
}

/** Offline, filtered to nothing, or no link yet (then how to start). */
function PaylinksEmpty({ offline, filtering }: { offline: boolean; filtering: boolean }) {
  if (offline || filtering)
    return (
      <ListEmptyState
        offline={offline}
        title="Nenhum link encontrado"
        message="Mude o status ou a descrição buscada."
      />
    );
  return (
    <EmptyState
      title="Nenhum link de pagamento ainda"
      message="Crie um link, envie pelo WhatsApp ou por onde preferir, e receba por cartão, boleto ou Pix."
      action={
        <ButtonLink to="/paylink/create/{-$id}" params={{}}>
          Criar link
        </ButtonLink>
      }
    />
  );
}
