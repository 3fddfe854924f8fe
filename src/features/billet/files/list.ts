import { RETURN_PAGE_SIZE, type ReturnFileList } from '@contract/billet-uploads';
import { parseDateBr } from '@/lib/dates';
import type { ListRoute } from '@/api/lists/list-route';
import { toQueryParams } from '@/api/lists/filter-params';
import { returnFileQueries } from './api';
import { RETURN_FILTERS } from './filters';

export const RETURN_LIST: ListRoute<ReturnFileList> = {
  filters: RETURN_FILTERS,
  perPage: RETURN_PAGE_SIZE,
  queries: returnFileQueries.list,
  // The day goes as the API's YYYY-MM-DD; a date that does not exist goes as typed, and the
  // server's 'Data inválida' shows in the list.
  toParams: (values) => {
    const params = toQueryParams(RETURN_FILTERS, values);
    const typed = typeof params.date === 'string' ? params.date : undefined;
    return typed ? { ...params, date: parseDateBr(typed) ?? typed } : params;
  },
};
