import { serve, type ServerType } from '@hono/node-server';
import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportResponse, type ExportFormat } from './index.ts';

/** A row source that counts the batches taken from it and notices being closed early. */
function source(batches: number, rowsPerBatch = 10, failAfter = Infinity) {
  const state = { pulled: 0, closed: false };
  async function* rows(): AsyncGenerator<{ n: number; text: string }[]> {
    try {
      for (let b = 0; b < batches; b++) {
        if (b === failAfter) throw new Error('database went away');
        state.pulled++;
        yield Array.from({ length: rowsPerBatch }, (_, i) => ({
          n: b * rowsPerBatch + i,
          text: `linha ${i} ${'x'.repeat(100)}`,
        }));
      }
    } finally {
      state.closed = true;
    }
  }
  return { state, rows: rows() };
}

const columns = [
  { header: 'N', type: 'integer' as const, value: (r: { n: number }) => r.n },
  { header: 'Texto', type: 'text' as const, value: (r: { text: string }) => r.text },
];

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

function silenceErrors(): unknown[][] {
  const calls: unknown[][] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void calls.push(args));
  return calls;
}

afterEach(() => vi.restoreAllMocks());

describe.each<ExportFormat>(['csv', 'xlsx'])('%s stream', (format) => {
  it('pulls a batch only when the reader asks for more', async () => {
    const { state, rows } = source(100);
    const response = await exportResponse(format, { filename: 'x', sheetName: 'x', columns, rows });
    await settle();
    expect(state.pulled).toBeLessThanOrEqual(1); // the first chunk is the header / zip preamble

    const reader = response.body!.getReader();
    for (let i = 0; i < 3; i++) await reader.read();
    await settle();
    expect(state.pulled).toBeLessThanOrEqual(5);

    while (!(await reader.read()).done);
    expect(state.pulled).toBe(100);
    expect(state.closed).toBe(true);
  });

  it('lets the event loop run between batches, so other requests are not held up', async () => {
    // Batches made in memory: without a yield, reading them all is one unbroken run of promise
    // callbacks and a pending timer or socket only gets its turn at the end.
    const { state, rows } = source(50);
    let pulledWhenOthersRan: number | undefined;
    setImmediate(() => (pulledWhenOthersRan = state.pulled));
    const response = await exportResponse(format, { filename: 'x', sheetName: 'x', columns, rows });
    await response.arrayBuffer();
    expect(state.pulled).toBe(50);
    expect(pulledWhenOthersRan).toBeLessThan(5);
  });

  it("lets other requests run between a batch's database read and its formatting", async () => {
    // Each is a run of the event loop: back to back, a request waited for both.
    const events: string[] = [];
    async function* rows() {
      for (let b = 0; b < 3; b++) {
        events.push(`read ${b}`);
        setImmediate(() => events.push(`other ${b}`));
        yield [{ n: b }];
      }
    }
    const formatted = [
      { header: 'N', type: 'integer' as const, value: (r: { n: number }) => (events.push(`format ${r.n}`), r.n) },
    ];
    const response = await exportResponse(format, { filename: 'x', sheetName: 'x', columns: formatted, rows: rows() });
    await response.arrayBuffer();
    for (const b of [1, 2])
      expect(events.indexOf(`other ${b}`), events.join(', ')).toBeLessThan(events.indexOf(`format ${b}`));
  });

  it('closes the row source when the reader cancels', async () => {
    const { state, rows } = source(100);
    const reader = (await exportResponse(format, { filename: 'x', sheetName: 'x', columns, rows })).body!.getReader();
    for (let i = 0; i < 3; i++) await reader.read();
    await reader.cancel('client went away');
    await vi.waitFor(() => expect(state.closed).toBe(true));
    expect(state.pulled).toBeLessThan(10);
  });

  it('aborts the body (and logs) when the source fails mid-stream', async () => {
    const errors = silenceErrors();
    const { rows } = source(100, 10, 3);
    const response = await exportResponse(format, { filename: 'vendas', sheetName: 'x', columns, rows });
    await expect(response.arrayBuffer()).rejects.toThrow('database went away');
    expect(errors).toHaveLength(1);
    expect(errors[0]![0]).toBe(`export: ${format} vendas failed mid-stream`);
  });

  it('closes the row source when a value of the wrong shape stops the export', async () => {
    silenceErrors();
    const { state, rows } = source(100);
    const badColumns = [
      ...columns,
      { header: 'Valor', type: 'money' as const, value: (r: { n: number }) => (r.n === 25 ? 'dez' : r.n) },
    ];
    const response = await exportResponse(format, { filename: 'x', sheetName: 'x', columns: badColumns, rows });
    await expect(response.arrayBuffer()).rejects.toThrow('column "Valor" (money) got string "dez"');
    expect(state.pulled).toBe(3);
    expect(state.closed).toBe(true);
  });
});

describe('over HTTP (@hono/node-server)', () => {
  let server: ServerType | undefined;
  afterEach(() => void server?.close());

  it('stops reading rows while the client does not read, and closes them when it hangs up', async () => {
    // 200 batches of ~110 KiB: far more than socket buffers hold.
    const { state, rows } = source(200, 1_000);
    server = serve({
      fetch: () => exportResponse('csv', { filename: 'x', sheetName: 'x', columns, rows }),
      port: 0,
      hostname: '127.0.0.1',
    });
    await new Promise((resolve) => server!.once('listening', resolve));
    const { port } = server.address() as AddressInfo;

    const request = get(`http://127.0.0.1:${port}/`);
    const response = await new Promise<IncomingMessage>((resolve) => request.once('response', resolve));
    response.pause(); // a client that reads nothing
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(response.statusCode).toBe(200);
    expect(state.pulled).toBeGreaterThan(0);
    expect(state.pulled).toBeLessThan(100);

    request.destroy();
    await vi.waitFor(() => expect(state.closed).toBe(true));
  });
});
