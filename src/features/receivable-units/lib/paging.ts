/** Pages needed for `total` rows (at least one, so an empty list still reads 'Página 1 de 1'). */
export const pageCount = (total: number, perPage: number): number => Math.max(1, Math.ceil(total / perPage));
