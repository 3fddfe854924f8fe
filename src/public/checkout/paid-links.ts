/**
 * What this browser paid: a link's hash → its receipt and the shop's name, so that reopening a
 * paid single-use link leads back to the receipt (the server's 410 cannot know who paid). Only
 * the receipt's id (a public page's address) and the shop's name are kept — nothing of the card
 * or the payer. Storage may be missing or full (private mode): then nothing is remembered.
 */
const KEY = (urlHash: string) => `pdv:link-paid:${urlHash}`;

export interface PaidLink {
  receiptId: string;
  merchant?: string;
}

export function rememberPaidLink(urlHash: string, paid: PaidLink): void {
  try {
    localStorage.setItem(KEY(urlHash), JSON.stringify(paid));
  } catch {
    // No storage: the closed page just offers no receipt.
  }
}

export function recallPaidLink(urlHash: string): PaidLink | null {
  try {
    const raw = localStorage.getItem(KEY(urlHash));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { receiptId, merchant } = parsed as Record<string, unknown>;
    if (typeof receiptId !== 'string' || receiptId === '') return null;
    return { receiptId, merchant: typeof merchant === 'string' ? merchant : undefined };
  } catch {
    return null;
  }
}
