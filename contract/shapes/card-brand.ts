import * as v from 'valibot';
import { shape, spec } from '../shape.ts';
import { RowId } from './numbers.ts';

/**
 * A card brand as a receivable and the statement's totals carry it: apart from the receivable
 * (`receivable.ts` re-exports it) so that the dashboard's totals do not bring the row (issue 31).
 */
export const CardBrandSchema = shape({ id: spec(RowId), brand_name: spec(v.string()) });
