import { titleCase } from '@/lib/text';
import type { FeeMatrix } from '../lib/plan-matrix';
import { FeeValue } from './fee-value';
import styles from './plans.module.css';
import { visuallyHiddenClass } from '@/ui/page/visually-hidden';

/** Desktop: every brand side by side, so fees are compared along a row. */
export function FeeMatrixTable({ matrix }: { matrix: FeeMatrix }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={visuallyHiddenClass}>{`Taxas do ${matrix.planName} por bandeira e modalidade`}</caption>
        <thead>
          <tr>
            <th scope="col">Modalidade</th>
            {matrix.brands.map((brand) => (
              <th key={brand.id} scope="col" className={styles.number}>
                {titleCase(brand.name)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {matrix.rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {row.fees.map((fee, column) => (
                <td key={matrix.brands[column]?.id ?? column} className={styles.number}>
                  <FeeValue mdr={fee} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
