import { useId } from 'react';
import { pageCountOf, pageItems, rangeText } from './pages';
import styles from './data-list.module.css';

export const PAGE_SIZES = [10, 20, 50, 100] as const;

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
          <button
            type="button"
            className={styles.pageButton}
            disabled={page <= 1}
            onClick={() => onChange(page - 1, perPage)}
          >
            Anterior
          </button>
        </li>
        {pageItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={styles.pageButton}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Página ${item}`}
                onClick={() => item !== page && onChange(item, perPage)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.pageButton}
            disabled={page >= pageCount}
            onClick={() => onChange(page + 1, perPage)}
          >
            Próxima
          </button>
        </li>
      </ul>
      <div className={styles.size}>
        <label htmlFor={sizeId}>Itens por página</label>
        <select id={sizeId} value={perPage} onChange={(event) => onChange(1, Number(event.target.value))}>
          {options.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </nav>
  );
}
