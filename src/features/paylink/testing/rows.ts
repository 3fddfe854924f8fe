import type { Paylink } from '../api/schemas';

/** A link as the sandbox answers it; a test states only the values it is about. */
export const paylinkRow = (id: number, patch: Partial<Paylink> = {}): Paylink => ({
  id,
  url_hash: `hash${id}hash${id}hash${id}`,
  url: `https://loja.example/paylink/checkout/hash${id}`,
  description: `Pedido ${id}`,
  amount: 15_000,
  max_installments: 3,
  payment_methods: ['CARD', 'PIX'],
  expires_at: null,
  reusable: false,
  status: 'ACTIVE',
  created_at: '2026-11-20T10:15:00-03:00',
  payments_count: 0,
  paid_amount: 0,
  ...patch,
});
