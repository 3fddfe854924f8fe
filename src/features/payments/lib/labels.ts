/** Card product codes of spec section 3 (the CERC arrangement of a receivable unit). */
const ARRANGEMENTS: Record<string, string> = {
  VCD: 'Visa Débito',
  VCC: 'Visa Crédito',
  MCD: 'MasterCard Débito',
  MCC: 'MasterCard Crédito',
  ECD: 'Elo Débito',
  ECC: 'Elo Crédito',
  HCD: 'HiperCard Débito',
  HCC: 'HiperCard Crédito',
  ACC: 'Amex Crédito',
};

// An unknown code still shows, as itself: better than hiding a unit.
export const arrangementLabel = (code: string | null): string => (code ? (ARRANGEMENTS[code] ?? code) : 'Sem arranjo');
