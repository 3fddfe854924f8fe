import { useState } from 'react';
import { titleCase } from '@/lib/text';
import { ChoiceSegment } from '@/ui/page/choice-segment';
import type { FeeMatrix } from '../lib/plan-matrix';
import { FeeValue } from './fee-value';
import styles from './plans.module.css';
import { visuallyHiddenClass } from '@/ui/page/visually-hidden';

/**
 * Phones: one brand at a time (a segment to switch), its fees as a two-column list that fits
 * 360 px without sideways scrolling.
 */
export function BrandFeeList({ matrix, feeLabel = 'Taxa (MDR)' }: { matrix: FeeMatrix; feeLabel?: string }) {
  const [brandId, setBrandId] = useState(matrix.brands[0]?.id);
  const column = Math.max(
    0,
    matrix.brands.findIndex((brand) => brand.id === brandId),
  );
  const brand = matrix.brands[column];
  const rows = matrix.rows.filter((row) => row.fees[column] !== null);

  return (
    <>
      {matrix.brands.length > 1 && (
        <ChoiceSegment
          className={styles.segment}
          label={`Bandeira do ${matrix.planName}`}
          value={brand?.id ?? 0}
          choices={matrix.brands.map((item) => ({ value: item.id, label: titleCase(item.name) }))}
          onChange={setBrandId}
        />
      )}
      <table className={styles.list}>
        <caption
          className={visuallyHiddenClass}
        >{`Taxas ${titleCase(brand?.name ?? '')} do ${matrix.planName}`}</caption>
        <thead>
          <tr>
            <th scope="col">Modalidade</th>
            <th scope="col" className={styles.number}>
              {feeLabel}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td className={styles.number}>
                <FeeValue mdr={row.fees[column]} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
