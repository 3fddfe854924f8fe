export { api, publicApi, configureApi } from './client-instance';
export { ApiError } from './errors';
export type { QueryParams, ApiClient, DownloadedFile, DownloadOptions } from './client';
