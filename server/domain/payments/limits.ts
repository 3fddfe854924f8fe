/**
 * What an anonymous customer may do to a link before the checkout says "enough" (429). Every
 * count is of rows already in the database (the payments themselves), so the limits hold across
 * restarts and across processes on one PostgreSQL, with no state of their own.
 *
 * The locks follow the attacker, not the shop: a client address or a card that keeps being
 * denied is stopped, while another customer of the same link still pays. The per-link ceilings
 * are far higher, so it takes many addresses (not five taps) to stop a link, and even then only
 * for the window.
 */

/** Minutes over which denied card payments count. */
export const DENIAL_WINDOW_MINUTES = 10;
/** Denials of one client address on one link (behind a proxy every client shares its address). */
export const DENIALS_PER_CLIENT = 5;
/** Denials of one card (BIN + last 4 + expiry), on any link: card testing across links. */
export const DENIALS_PER_CARD = 5;
/** Denials of one link from all clients together. */
export const DENIALS_PER_LINK = 20;

export const TOO_MANY_DENIALS = 'Muitas tentativas recusadas. Tente novamente em alguns minutos.';
export const TOO_MANY_LINK_DENIALS = 'Muitas tentativas recusadas para este link. Tente novamente em alguns minutos.';

/** Open (payable) Pix charges or boletos of one client on one link, each method on its own. */
export const OPEN_CHARGES_PER_CLIENT = 5;
/**
 * Open charges of one link from all clients, per method. High on purpose: a reusable link may be
 * shared with a whole class or a building, and a boleto stays open for days.
 */
export const OPEN_CHARGES_PER_LINK = 50;

export const TOO_MANY_OPEN = {
  PIX: 'Muitas cobranças Pix em aberto neste link. Use uma das já geradas ou tente mais tarde.',
  BILLET: 'Muitos boletos em aberto neste link. Use um dos já gerados ou tente mais tarde.',
} as const;
