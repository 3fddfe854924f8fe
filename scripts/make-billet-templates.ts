/**
 * Writes the boleto upload templates (public/templates/boletos-modelo.csv and .xlsx): the
 * columns the sandbox reads, under their Portuguese headers (contract/billet-columns.ts), and one
 * example row with the types in words ('Percentual', not 2).
 * Run: node --import tsx scripts/make-billet-templates.ts (a test keeps them in step).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { UPLOAD_COLUMN_LABELS, UPLOAD_COLUMNS } from '../contract/billet-columns.ts';
import { buildXlsx } from '../server/domain/billet/xlsx-sheet.ts';

export const EXAMPLE: Record<string, string> = {
  external_id: 'PEDIDO-123',
  due_date: '31/12/2030',
  value: '150,00',
  instructions: 'Não receber após 30 dias do vencimento',
  'penalty.type': 'Percentual',
  'penalty.percentage': '2',
  'fees.type': 'Percentual mensal',
  'fees.percentage': '1',
  'discounts.1.type': 'Valor fixo',
  'discounts.1.value': '10,00',
  'discounts.1.date': '25/12/2030',
  'payer.name': 'Maria da Silva',
  'payer.email': 'maria@exemplo.com.br',
  'payer.document': '529.982.247-25',
  'payer.street': 'Rua das Flores',
  'payer.number': '100',
  'payer.neighborhood': 'Centro',
  'payer.city': 'São Paulo',
  'payer.state': 'SP',
  'payer.zip_code': '01310-100',
};

export function templateRows(): string[][] {
  return [UPLOAD_COLUMNS.map((c) => UPLOAD_COLUMN_LABELS[c] ?? c), UPLOAD_COLUMNS.map((c) => EXAMPLE[c] ?? '')];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync('public/templates', { recursive: true });
  const rows = templateRows();
  writeFileSync('public/templates/boletos-modelo.csv', `\ufeff${rows.map((r) => r.join(';')).join('\r\n')}\r\n`);
  writeFileSync('public/templates/boletos-modelo.xlsx', buildXlsx(rows));
}
