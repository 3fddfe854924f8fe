import { percentile } from './api';
import { measured } from './mode';

/**
 * What other users feel while one merchant uploads, registers or exports: another merchant's list
 * call and a customer's public checkout page, each asked every 50 ms by its own clients for as
 * long as the work runs. A call counts from when it was due, so a stalled server counts in full.
 */
export interface Probe {
  name: string;
  path: string;
  token?: string;
  /** Clients asking it, each every 50 ms, their turns spread over the 50 ms (default 1). */
  clients?: number;
}
export type Figures = Map<string, number[]>;

const EVERY_MS = 50;

async function probeWhile(
  baseUrl: string,
  probe: Probe,
  running: () => boolean,
  times: number[],
  offset = 0,
): Promise<void> {
  const start = performance.now() + offset;
  let free = start;
  for (let i = 0; running(); i++) {
    const due = start + i * EVERY_MS;
    if (due > performance.now()) await new Promise((resolve) => setTimeout(resolve, due - performance.now()));
    const headers: Record<string, string> = probe.token ? { authorization: `Bearer ${probe.token}` } : {};
    const response = await fetch(baseUrl + probe.path, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${response.status} on ${probe.path}`);
    times.push(performance.now() - Math.max(due, free));
    free = performance.now();
  }
}

/** Runs `work` with every probe asking meanwhile; answers the work's result and each probe's times. */
export async function probed<T>(
  baseUrl: string,
  probes: readonly Probe[],
  work: () => Promise<T>,
): Promise<[T, Figures]> {
  let running = true;
  const figures: Figures = new Map(probes.map((probe) => [probe.name, []]));
  const clients = probes.flatMap((probe) => {
    const n = probe.clients ?? 1;
    const times = figures.get(probe.name) ?? [];
    return Array.from({ length: n }, (_, i) => probeWhile(baseUrl, probe, () => running, times, (i * EVERY_MS) / n));
  });
  try {
    return [await work(), figures];
  } finally {
    running = false;
    await Promise.all(clients);
    for (const times of figures.values()) times.sort((a, b) => a - b);
  }
}

/**
 * One line per probe: p50/p95/p99/max and, against the idle figures, how many times slower;
 * with `worstGoalMs`, whether the worst call met it.
 */
export function printFigures(label: string, figures: Figures, idle?: Figures, worstGoalMs?: number): void {
  for (const [name, times] of figures) {
    measured(times, `${name} ${label}`);
    const p50 = percentile(times, 50);
    const p95 = percentile(times, 95);
    const max = times.at(-1) ?? NaN;
    const base = idle?.get(name);
    const ratio = base
      ? ` (${(p50 / percentile(base, 50)).toFixed(1)}× / ${(p95 / percentile(base, 95)).toFixed(1)}× idle)`
      : '';
    const goal = worstGoalMs ? ` — worst < ${worstGoalMs} ms ${max < worstGoalMs ? 'met' : 'NOT met'}` : '';
    console.log(
      `  ${name} ${label}: ${times.length} calls, p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, ` +
        `p99 ${percentile(times, 99).toFixed(0)} ms, max ${max.toFixed(0)} ms${ratio}${goal}`,
    );
  }
}
