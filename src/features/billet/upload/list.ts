import { UPLOAD_PAGE_SIZE } from '@contract/billet-uploads';
import type { ListRoute } from '@/api/lists/list-route';
import type { UploadList } from '../shared/schemas';
import { uploadQueries } from './api';

export const UPLOAD_LIST: ListRoute<UploadList> = {
  filters: [],
  perPage: UPLOAD_PAGE_SIZE,
  queries: uploadQueries.list,
};
