import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, filenameFromDisposition } from './client';
import { ApiError } from './errors';

afterEach(() => vi.unstubAllGlobals());

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

function clientWith(response: Response) {
  const fetchMock = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(response));
  vi.stubGlobal('fetch', fetchMock);
  return { client: createApiClient({ baseUrl: () => '/api', getToken: () => Promise.resolve('tok') }), fetchMock };
}

describe('api.download', () => {
  it('streams the body with progress, sends the token and filters, names the file', async () => {
    const { client, fetchMock } = clientWith(
      new Response(streamOf(['a;b\n', '1;2\n']), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="transacoes.csv"; filename*=UTF-8''transa%C3%A7%C3%B5es.csv`,
        },
      }),
    );
    const progress: number[] = [];

    const file = await client.download('/v1/app/transaction/export/csv', 'x.csv', {
      params: { status: ['CONFIRMED', 'DENIED'] },
      onProgress: (received) => progress.push(received),
    });

    expect(file.filename).toBe('transações.csv');
    expect(await file.blob.text()).toBe('a;b\n1;2\n');
    expect(progress).toEqual([0, 4, 8]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/app/transaction/export/csv?status=CONFIRMED&status=DENIED');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('maps an error response like every other call', async () => {
    const { client } = clientWith(
      new Response(JSON.stringify({ message: 'Parâmetros inválidos.', detail: ['format: Deve ser csv ou xlsx'] }), {
        status: 400,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const error = await client.download('/v1/app/transaction/export/pdf', 'x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Parâmetros inválidos. [format: Deve ser csv ou xlsx]');
  });
});

describe('filenameFromDisposition', () => {
  it('prefers filename*, falls back to filename, else null', () => {
    expect(filenameFromDisposition(`attachment; filename="a.csv"; filename*=UTF-8''b%C3%A9.csv`)).toBe('bé.csv');
    expect(filenameFromDisposition('attachment; filename="a b.xlsx"')).toBe('a b.xlsx');
    expect(filenameFromDisposition('attachment; filename=c.csv')).toBe('c.csv');
    expect(filenameFromDisposition(null)).toBeNull();
    expect(filenameFromDisposition('attachment')).toBeNull();
  });
});
