import type * as v from 'valibot';
import { listSearchSchema } from '@/api/lists/list-route';

/** The uploaded boletos have no filters (requirements §7: page and perPage only). */
export const UploadSearchSchema = listSearchSchema([]);
export type UploadSearch = v.InferOutput<typeof UploadSearchSchema>;
