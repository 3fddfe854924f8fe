import type { CDPSession, Page } from '@playwright/test';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

/**
 * Where an offline start's time goes, for whoever makes the app start faster: one more offline
 * reload at the same slowdown, with a CPU profile from the reload until the snapshot is released
 * (main-thread time by script — module evaluation and everything the script then runs: render,
 * Ionic's start-up, the cache restore's own code — then the browser's own work, garbage collection
 * and idle time, which is spent waiting: for the service worker's responses, IndexedDB, timers),
 * and the page's timeline: when each script arrived, when the snapshot was painted and released.
 */
export async function offlineStartBreakdown(page: Page, cdp: CDPSession, ready: () => Promise<void>): Promise<string> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await cdp.send('Profiler.start');
  await page.reload({ waitUntil: 'commit' });
  await ready();
  await page.waitForFunction(
    () => !Number.isNaN((window as unknown as { __start: { released: number } }).__start.released),
    {
      polling: 'raf',
    },
  );
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
    profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
  };
  const timeline = await page.evaluate(() => {
    const released = (window as unknown as { __start: { released: number } }).__start.released;
    const painted = performance.getEntriesByName('pdv:snapshot-painted')[0]?.startTime;
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => /\.(js|css)$/.test(new URL(entry.name).pathname))
      .map((entry) => [new URL(entry.name).pathname.split('/').pop() ?? '', entry.responseEnd] as const);
    return { released, painted, scripts };
  });

  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const bucket = (id: number): string => {
    const own = byId.get(id)?.callFrame;
    if (own?.functionName === '(program)') return 'browser (parse, style, layout, paint)';
    if (own?.functionName === '(garbage collector)') return 'garbage collection';
    if (own?.functionName === '(idle)') return 'idle (waiting: service worker, IndexedDB, timers)';
    // Native code (DOM, CSSOM) counts for the script that called it.
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const url = byId.get(at)?.callFrame.url;
      if (url) return `JS ${chunkName(url)}`;
    }
    return 'JS (no script)';
  };
  /** The innermost function with a name, for the detail of a script's time. */
  const functionOf = (id: number): string => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)?.callFrame;
      if (frame?.url) return `${frame.functionName || '(module)'} in ${chunkName(frame.url)}`;
    }
    return '';
  };
  const totals = new Map<string, number>();
  const functions = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    const key = bucket(id);
    totals.set(key, (totals.get(key) ?? 0) + ms);
    if (key.startsWith('JS ')) functions.set(functionOf(id), (functions.get(functionOf(id)) ?? 0) + ms);
  });
  const rows = [...totals.entries()].sort((a, b) => b[1] - a[1]).filter(([, ms]) => ms >= 5);
  const heaviest = [...functions.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
    .join(', ');
  const arrivals = timeline.scripts
    .sort((a, b) => a[1] - b[1])
    .map(([name, at]) => `${chunkName(name)} ${at.toFixed(0)}`)
    .join(', ');
  return [
    '  where an offline start spends its time (one more reload, 4×, CPU profile from the reload to the release):',
    ...rows.map(([key, ms]) => `    ${ms.toFixed(0).padStart(5)} ms  ${key}`),
    `  heaviest functions (self time with the native calls they make, ms): ${heaviest}`,
    `  timeline (ms from navigation): snapshot painted ${timeline.painted?.toFixed(0) ?? '–'}, released ${timeline.released.toFixed(0)}`,
    `  scripts and styles arrived at: ${arrivals}`,
  ].join('\n');
}

/** `index-BmCvmJUj.js` → `index`: a chunk by its name, without the build's hash. */
function chunkName(url: string): string {
  const file = url.split('/').pop()?.split('?')[0] ?? url;
  return file.replace(/-[\w-]{8}\.(js|css)$/, '.$1').replace(/\.js$/, '');
}
