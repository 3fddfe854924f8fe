import { vi } from 'vitest';

export interface Call {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

type Reply = { status: number; body: unknown } | Error;
type Handler = (call: Call) => Reply | Promise<Reply>;

/**
 * Stubs `fetch` at the module edge: `/config` answers a config document, every API call goes to
 * `handler` and is recorded. The public client runs for real on top of it.
 */
export function fakeApi(handler: Handler) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/config') return json(200, CONFIG);
    const call: Call = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, '') + url.search,
      headers: Object.fromEntries(
        [...new Headers(init.headers).entries()].map(([k, value]) => [k.toLowerCase(), value]),
      ),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const reply = await handler(call);
    if (reply instanceof Error) throw reply;
    return json(reply.status, reply.body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const CONFIG = {
  apiUrl: '/api',
  keycloak: { url: 'http://localhost', realm: 'portal', clientId: 'sales-portal' },
  storageUrl: '/storage',
  environment: 'production',
  brand: { name: 'Painel de Vendas' },
};

export const CHECKOUT = {
  url_hash: 'h4sh',
  description: 'Camiseta azul',
  amount: 10000,
  max_installments: 3,
  payment_methods: ['CARD', 'BILLET', 'PIX'],
  expires_at: null,
  status: 'ACTIVE',
  merchant: { name: 'Loja Exemplo', document: '11222333000181' },
  installment_options: [
    { installments: 1, installment_amount: 10000, total_amount: 10000 },
    { installments: 2, installment_amount: 5000, total_amount: 10000 },
    { installments: 3, installment_amount: 3400, total_amount: 10200 },
  ],
};
