/**
 * The boletos' statuses and the lists' text limits (contract/billet-terms.ts, billets.ts and
 * billet-uploads.ts declare the shapes and calls, and re-export these): the boleto lists' search
 * schemas read them in the route tree, before the first screen, so they live apart from the
 * wire shapes and endpoints. Plain values only (decision 033).
 */

export const BILLET_STATUSES = ['WAITING_REGISTER', 'WAITING_RETURN', 'PAID', 'DOWNED'] as const;
export type BilletStatus = (typeof BILLET_STATUSES)[number];

/** Requirements §4's statuses in words: the list, its filter, the detail and the export say them alike. */
export const BILLET_STATUS_LABELS: Readonly<Record<BilletStatus, string>> = {
  WAITING_REGISTER: 'Aguardando registro',
  WAITING_RETURN: 'Registrado',
  PAID: 'Pago',
  DOWNED: 'Baixado',
};

/** A status in words; one the backend adds later shows as it was sent. */
export const billetStatusLabel = (status: string): string =>
  (BILLET_STATUS_LABELS as Readonly<Record<string, string>>)[status] ?? status;

/** The upload payload's text limits: the server's rule, the form's maxlength, the list's filters. */
export const BILLET_TEXT_MAX = {
  external_id: 50,
  instructions: 255,
  payer_name: 100,
  /** Typed with its punctuation: '12.ABC.345/01DE-35'. */
  payer_document: 18,
  payer_email: 254,
  payer_street: 120,
  payer_number: 10,
  payer_neighborhood: 60,
  payer_city: 60,
  payer_state: 2,
  /** '01310-100'. */
  payer_zip_code: 9,
  /** '109/00012345-6'. */
  our_number: 20,
} as const;

/** The list's text filters and their lengths: the screen's inputs and the server's 400 alike. */
export const BILLET_FILTER_MAX = {
  billet_payer: BILLET_TEXT_MAX.payer_name,
  billet_payer_document: BILLET_TEXT_MAX.payer_document,
  our_number: BILLET_TEXT_MAX.our_number,
  external_id: BILLET_TEXT_MAX.external_id,
} as const;

/** The return files' name filter: contains, case-insensitive. */
export const RETURN_FILE_NAME_MAX = 100;
