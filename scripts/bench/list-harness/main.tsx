/**
 * Bench harness (not shipped): the phone card list of src/ui/data-list with 10,000 sales inside
 * the page's own scroller, as the transaction screen renders it (AppPage's IonContent, whose
 * shadow scroller the list virtualizes against). scripts/bench/list.ts builds and drives it.
 */
import '@ionic/core/css/core.css';
import '@ionic/core/css/structure.css';
import '@ionic/core/css/typography.css';
import '@/app/theme/theme.css';
import { IonApp, IonContent } from '@ionic/react';
import { createRoot } from 'react-dom/client';
import { setupIonic } from '@/ui/setup-ionic';
import { CardList } from '@/ui/data-list/card-list';
import type { ListColumn } from '@/ui/data-list/types';
import { formatCents } from '@/lib/money';
import { formatDateTime } from '@/lib/dates';

interface Sale {
  id: number;
  amount: number;
  brand: string;
  operation: string;
  nsu: string;
  date: string;
  status: string;
}

const ROWS = Number(new URLSearchParams(location.search).get('rows') ?? 10_000);
const brands = ['VISA', 'MASTERCARD', 'ELO', 'HIPERCARD', 'AMEX'];
const rows: Sale[] = Array.from({ length: ROWS }, (_, i) => ({
  id: i + 1,
  amount: 1000 + ((i * 7919) % 500_000),
  brand: brands[i % brands.length] ?? 'VISA',
  operation: i % 3 === 0 ? 'Débito' : 'Crédito à vista',
  nsu: String(100_000 + i),
  date: new Date(Date.UTC(2026, 10, 21, 12) - i * 600_000).toISOString(),
  status: i % 17 === 0 ? 'Cancelada' : 'Confirmada',
}));
const columns: ListColumn<Sale>[] = [
  { id: 'date', label: 'Data', value: (r) => formatDateTime(r.date) },
  { id: 'brand', label: 'Bandeira', value: (r) => r.brand },
  { id: 'operation', label: 'Operação', value: (r) => r.operation },
  { id: 'nsu', label: 'NSU', value: (r) => r.nsu },
  { id: 'status', label: 'Status', value: (r) => r.status },
];

declare global {
  interface Window {
    benchRenderStart: number;
  }
}

setupIonic();
window.benchRenderStart = performance.now();
createRoot(document.getElementById('root') as HTMLElement).render(
  <IonApp>
    <IonContent>
      <CardList
        rows={rows}
        columns={columns}
        rowKey={(r) => r.id}
        label="Vendas"
        total={rows.length}
        hasMore={false}
        loadingMore={false}
        onLoadMore={() => undefined}
        cardTitle={(r) => formatCents(r.amount)}
        onOpen={() => undefined}
      />
    </IonContent>
  </IonApp>,
);
