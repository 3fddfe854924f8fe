import { TABLET_UP } from '@/ui/page/use-media-query';

/**
 * Where lists show as paginated tables rather than cards. Its own module so route loaders
 * (`matchMedia(LIST_TABLE_QUERY)`) do not pull the list hooks into the first chunk.
 */
export const LIST_TABLE_QUERY = TABLET_UP;
