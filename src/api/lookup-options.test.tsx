import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { useAppOptions, useBlockTypeOptions } from './lookup-options';
import { lookupQueries } from './lookups';

const call = vi.hoisted(() => vi.fn());
vi.mock('./client-instance', () => ({ api: { call } }));

function withClient(seed?: unknown) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // A saved list from long ago: stale, so mounting refreshes it.
  if (seed !== undefined) client.setQueryData(lookupQueries.apps().queryKey, seed as never, { updatedAt: 1 });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('useAppOptions', () => {
  it('offers the apps by name, sending their codes', async () => {
    call.mockResolvedValue([{ app_name: 'Tap to Pay', app_code: 'TAPTOPAY' }]);
    const { result } = renderHook(() => useAppOptions(), { wrapper: withClient() });
    await waitFor(() => expect(result.current).toEqual([{ value: 'TAPTOPAY', label: 'Tap to Pay' }]));
  });

  it('clears the options when the app list fails to load, even over a saved list (requirements §8)', async () => {
    call.mockRejectedValue(new ApiError('Erro no servidor', { status: 500 }));
    const { result } = renderHook(() => useAppOptions(), {
      wrapper: withClient([{ app_name: 'Antigo', app_code: 'OLD' }]),
    });
    expect(result.current).toEqual([{ value: 'OLD', label: 'Antigo' }]);
    await waitFor(() => expect(result.current).toEqual([]));
  });
});

describe('useBlockTypeOptions', () => {
  it("takes the backend's labels when it has /v1/block_type", async () => {
    call.mockResolvedValue([{ id: 1, description: 'Contestação' }]);
    const { result } = renderHook(() => useBlockTypeOptions(), { wrapper: withClient() });
    await waitFor(() => expect(result.current).toEqual([{ value: '1', label: 'Contestação' }]));
  });

  it('falls back to the 23 codes of requirements §5 where the call is missing (strict contract)', async () => {
    call.mockRejectedValue(new ApiError('Registro não encontrado', { status: 404 }));
    const { result } = renderHook(() => useBlockTypeOptions(), { wrapper: withClient() });
    await waitFor(() => expect(result.current).toHaveLength(23));
    expect(result.current?.[0]).toEqual({ value: '1', label: 'Venda contestada' });
    expect(result.current?.[22]?.value).toBe('23');
  });
});
