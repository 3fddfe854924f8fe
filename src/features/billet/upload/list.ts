import { UPLOAD_PAGE_SIZE, type UploadList } from '@contract/billet-uploads';
import type { ListRoute } from '@/api/lists/list-route';
import { uploadQueries } from './api';

export const UPLOAD_LIST: ListRoute<UploadList> = {
  filters: [],
  perPage: UPLOAD_PAGE_SIZE,
  queries: uploadQueries.list,
};
