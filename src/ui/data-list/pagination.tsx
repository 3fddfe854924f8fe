import { IonButton, IonLabel, IonSegment, IonSegmentButton } from '@ionic/react';
import { useId } from 'react';
import { pageCountOf, pageItems, rangeText } from './pages';
import styles from './data-list.module.css';

const PAGE_SIZES = [10, 20, 50, 100] as const;

export interface PaginationProps {
  page: number;
  perPage: number;
  total: number;
  onChange: (page: number, perPage: number) => void;
  /** Sizes offered; the screen's default is added when missing. */
  sizes?: readonly number[];
}

/** Numbered pages, previous/next and the page size, for tables on wide screens. */
export function Pagination({ page, perPage, total, onChange, sizes = PAGE_SIZES }: PaginationProps) {
  const sizeId = useId();
  const pageCount = pageCountOf(total, perPage);
  const options = [...new Set([...sizes, perPage])].sort((a, b) => a - b);
  return (
    <nav className={styles.pagination} aria-label="Paginação">
      <p className={styles.range}>{rangeText(page, perPage, total)}</p>
      <ul className={styles.pages}>
        <li>
          <PageButton disabled={page <= 1} onClick={() => onChange(page - 1, perPage)}>
            Anterior
          </PageButton>
        </li>
        {pageItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <PageButton
                current={item === page}
                label={`Página ${item}`}
                onClick={() => item !== page && onChange(item, perPage)}
              >
                {item}
              </PageButton>
            </li>
          ),
        )}
        <li>
          <PageButton disabled={page >= pageCount} onClick={() => onChange(page + 1, perPage)}>
            Próxima
          </PageButton>
        </li>
      </ul>
      <div className={styles.size}>
        <span id={sizeId}>Itens por página</span>
        {/* A few fixed sizes: a segment shows them all at once, where a select needs two taps. */}
        <IonSegment
          aria-labelledby={sizeId}
          className={styles.sizes}
          value={String(perPage)}
          onIonChange={(event) => {
            const size = Number(event.detail.value);
            if (size !== perPage) onChange(1, size);
          }}
        >
          {options.map((size) => (
            <IonSegmentButton key={size} value={String(size)}>
              <IonLabel>{size}</IonLabel>
            </IonSegmentButton>
          ))}
        </IonSegment>
      </div>
    </nav>
  );
}

interface PageButtonProps {
  current?: boolean;
  disabled?: boolean;
  label?: string;
  onClick: () => void;
  children: React.ReactNode;
}

function PageButton({ current = false, disabled, label, onClick, children }: PageButtonProps) {
  return (
    <IonButton
      className={styles.pageButton}
      fill={current ? 'solid' : 'outline'}
      color={current ? 'primary' : 'medium'}
      size="small"
      disabled={disabled}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      onClick={onClick}
    >
      {children}
    </IonButton>
  );
}
