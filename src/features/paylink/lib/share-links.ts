import { formatCents } from '@/lib/money';
import type { Paylink } from '../api/schemas';
import type { ShareItem } from './share-queue';

/** What is shared: the link, with what it charges, so the customer knows before opening it. */
export function shareItemOf(link: Pick<Paylink, 'id' | 'description' | 'amount' | 'url'>): Omit<ShareItem, 'queuedAt'> {
  return {
    paylinkId: link.id,
    title: 'Link de pagamento',
    text: `${link.description} — ${formatCents(link.amount)}`,
    url: link.url,
  };
}

/** WhatsApp's documented click-to-chat address: the contact is chosen in WhatsApp itself. */
export function whatsappUrl(item: Pick<ShareItem, 'text' | 'url'>): string {
  return `https://wa.me/?text=${encodeURIComponent(`${item.text}\n${item.url}`)}`;
}
