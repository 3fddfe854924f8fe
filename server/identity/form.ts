import type { IncomingMessage } from 'node:http';

const MAX_FORM_BYTES = 16 * 1024;

/** An urlencoded body (the login form, introspection, revocation), refused past 16 KiB. */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_FORM_BYTES) throw new FormTooLarge();
    chunks.push(buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

class FormTooLarge extends Error {
  constructor() {
    super('form too large');
  }
}
