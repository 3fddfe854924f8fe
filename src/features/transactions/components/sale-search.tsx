import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useMerchantId, useSessionUser } from '@/auth';
import { formatNumberBr } from '@/lib/money';
import { CardList } from '@/ui/data-list/card-list';
import { Searchbar } from '@/ui/inputs/searchbar';
import { useIsOffline } from '@/ui/page/use-is-offline';
import { EmptyState } from '@/ui/states/empty-state';
import type { CopiedSale } from '../field-copy/day-part';
import { fieldCopyOf } from '../field-copy/field-copy';
import { parseSaleQuery, searchCopy } from '../field-copy/search';
import { copyStatus } from '../field-copy/status-text';
import { COPY_DAYS } from '../field-copy/sync';
import { COPIED_SALE_COLUMNS } from './copied-sale-fields';
import { SaleCardTitle } from './sale-card-title';
import { StatusBadge } from './status-badge';
import styles from './sale-search.module.css';

/**
 * Results drawn at first, and added by "Carregar mais" or the scroll: a phone shows three cards,
 * and each card costs a few milliseconds at 4× CPU, so a short first batch keeps a keystroke's
 * result within 100 ms however many sales match.
 */
const RESULTS_STEP = 8;

export interface SaleSearchProps {
  /** A search began (the list below gives way to its results) or was cleared. */
  onActiveChange: (active: boolean) => void;
  /** A result was tapped: the screen opens the sale sheet with what the copy holds. */
  onOpen: (sale: CopiedSale) => void;
}

const found = (count: number) =>
  `${formatNumberBr(count)} ${count === 1 ? 'venda encontrada' : 'vendas encontradas'} nos últimos 30 dias`;

/**
 * "Buscar venda": searches the last 30 days kept on the device (by amount, NSU, authorization or
 * the card's last 4), online and offline, and says how fresh that copy is. Loaded on its own,
 * after the transactions screen (none of it is on the dashboard's first screen).
 */
export default function SaleSearch({ onActiveChange, onOpen }: SaleSearchProps) {
  // Held here, not by the screen: a keystroke re-renders the search alone, not the whole page.
  const [query, setQuery] = useState('');
  const { sub } = useSessionUser();
  const merchantId = useMerchantId();
  const copy = fieldCopyOf(sub, merchantId);
  useEffect(() => void copy.load(), [copy]);
  const snapshot = useSyncExternalStore(copy.subscribe, copy.getSnapshot);
  const offline = useIsOffline();
  const [shown, setShown] = useState(RESULTS_STEP);
  // Parsed once per keystroke; the scan itself allocates only the cards it returns.
  const parsed = useMemo(() => parseSaleQuery(query), [query]);
  const result = useMemo(
    () => (parsed ? searchCopy(snapshot.parts, parsed, shown) : undefined),
    [parsed, snapshot.parts, shown],
  );
  const status = copyStatus(snapshot, offline);

  return (
    <div className={styles.search}>
      {/* Visible words that begin with the field's name (WCAG 2.5.3), saying what it finds. */}
      <p className={styles.label}>Buscar venda por valor, NSU, autorização ou final do cartão</p>
      <Searchbar
        label="Buscar venda"
        value={query}
        placeholder="Ex.: 123,45"
        onInput={(value) => {
          setShown(RESULTS_STEP);
          setQuery(value);
          onActiveChange(value.trim() !== '');
        }}
      />
      <p className={styles.status}>{status.text}</p>
      {status.note && <p className={styles.status}>{status.note}</p>}
      {query.trim() !== '' && (
        <section className={styles.results} aria-label="Resultado da busca">
          <p role="status" className={styles.count}>
            {!parsed
              ? 'Digite um valor (123,45), ao menos 4 dígitos do NSU ou da autorização, ou o final do cartão.'
              : result && result.total > 0
                ? found(result.total)
                : ''}
          </p>
          {parsed && result?.total === 0 && (
            <EmptyState
              title="Nenhuma venda encontrada nos últimos 30 dias"
              message={
                snapshot.daysDone < COPY_DAYS
                  ? 'Parte das vendas ainda não está no aparelho.'
                  : 'Confira o valor ou o número.'
              }
            />
          )}
          {result && result.total > 0 && (
            <CardList<CopiedSale>
              rows={result.sales}
              columns={COPIED_SALE_COLUMNS}
              rowKey={(sale) => sale.transaction_id}
              label="Vendas encontradas"
              total={result.total}
              hasMore={result.sales.length < result.total}
              loadingMore={false}
              onLoadMore={() => setShown((count) => count + RESULTS_STEP)}
              cardTitle={(sale) => <SaleCardTitle amount={sale.amount} paymentDate={sale.payment_date} />}
              cardAside={(sale) => <StatusBadge status={sale.status} />}
              onOpen={onOpen}
            />
          )}
        </section>
      )}
    </div>
  );
}
