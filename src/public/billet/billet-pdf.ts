import { itfPath } from '@/lib/barcode/itf';
import { formatDigitableLine } from '@/lib/boleto/digitable-line';
import { formatDate } from '@/lib/dates/format';
import { formatCpfCnpj } from '@/lib/documents';
import { formatCents } from '@/lib/money';
import type { PublicBillet as Billet } from '@contract/checkout/billet';

/**
 * The boleto as an A4 PDF, built in the browser with jsPDF (loaded only now, on the tap): the
 * payee, payer, due date and amount, the linha digitável and the barcode drawn as rectangles
 * (vector, so any printer keeps it readable).
 */
export async function downloadBilletPdf(billet: Billet): Promise<void> {
  const { jsPDF } = await import('jspdf');
  const pdf = new jsPDF({ unit: 'mm', format: 'a4' });
  const left = 15;
  let y = 20;
  pdf.setFont('helvetica', 'bold');
  pdf.setFontSize(16);
  pdf.text('Boleto de pagamento', left, y);
  y += 10;
  pdf.setFontSize(10);
  const rows: [string, string][] = [
    ['Beneficiário', `${billet.beneficiary.name} — ${formatCpfCnpj(billet.beneficiary.document)}`],
    ['Banco', billet.beneficiary.bank ?? ''],
    ['Pagador', billet.payer.name],
    ['Vencimento', formatDate(billet.due_date)],
    ['Valor', formatCents(billet.value)],
    ['Nosso número', billet.our_number ?? ''],
  ];
  for (const [label, value] of rows) {
    if (!value) continue;
    pdf.setFont('helvetica', 'bold');
    pdf.text(label, left, y);
    pdf.setFont('helvetica', 'normal');
    pdf.text(value, left + 35, y);
    y += 7;
  }
  y += 5;
  pdf.setFont('helvetica', 'bold');
  pdf.text('Linha digitável', left, y);
  y += 7;
  pdf.setFont('courier', 'bold');
  pdf.setFontSize(12);
  pdf.text(formatDigitableLine(billet.digitable_line), left, y);
  y += 8;
  if (/^\d{44}$/.test(billet.barcode)) drawBarcode(pdf, billet.barcode, left, y);
  pdf.save(`boleto-${billet.billet_id}.pdf`);
}

/** FEBRABAN: 103 mm wide, 13 mm tall; one rectangle per bar. */
function drawBarcode(
  pdf: { rect: (x: number, y: number, w: number, h: number, style: string) => unknown },
  digits: string,
  x: number,
  y: number,
) {
  const height = 13;
  const { path, width } = itfPath(digits, 1, 3, 0);
  const unit = 103 / width;
  for (const [, start, bar] of path.matchAll(/M(\d+) 0h(\d+)/g)) {
    pdf.rect(x + Number(start) * unit, y, Number(bar) * unit, height, 'F');
  }
}
