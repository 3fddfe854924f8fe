import { showToast } from '@/ui/toast';

/** Shares a boleto's link through the phone's share sheet, or copies it where there is none. */
export async function shareBillet(url: string, text: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: 'Boleto', text, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  await navigator.clipboard.writeText(url);
  showToast('Link do boleto copiado.', 'success');
}
