/**
 * Hands an exported file to the user: the share sheet on phones that can share files (WhatsApp,
 * e-mail, Drive — how merchants pass a report to their accountant), a download everywhere else.
 */

export type Delivery = 'shared' | 'downloaded' | 'cancelled' | 'needs-tap';

/** True where the Web Share API accepts this file (Android Chrome, iOS Safari). */
function canShareFile(file: File): boolean {
  return (
    typeof navigator.canShare === 'function' &&
    typeof navigator.share === 'function' &&
    navigator.canShare({ files: [file] })
  );
}

/** Saves a blob through a temporary object URL and an <a download>. */
export function downloadFile(file: Blob, filename: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the URL to the download manager.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Shares (when `preferShare` and the device can) or downloads. A share needs a recent tap: after
 * a long export the browser refuses it (NotAllowedError) and the caller offers a button
 * ('needs-tap'). Closing the share sheet is the user's choice ('cancelled'), not an error.
 */
export async function deliverFile(file: File, preferShare: boolean): Promise<Delivery> {
  if (!preferShare || !canShareFile(file)) {
    downloadFile(file, file.name);
    return 'downloaded';
  }
  try {
    await navigator.share({ files: [file], title: file.name });
    return 'shared';
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    if (error instanceof DOMException && error.name === 'NotAllowedError') return 'needs-tap';
    // Any other refusal (a type the target rejects): the file is still the user's.
    downloadFile(file, file.name);
    return 'downloaded';
  }
}

/** 1536 → '1,5 KB': progress of a download whose size is not known in advance. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 ? 0 : 1;
  return `${value.toLocaleString('pt-BR', { maximumFractionDigits: digits, minimumFractionDigits: digits })} ${units[unit]}`;
}
