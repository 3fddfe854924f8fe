export { api, publicApi, configureApi } from './client-instance';
export { ApiError } from './errors';
export type { QueryParams, ApiClient } from './client';
