import { Worker } from 'node:worker_threads';
import { MAX_UPLOAD_BYTES } from '../../contract/billet-uploads';
import { hostileCsvFiles } from '../../server/domain/billet/testing/hostile-csv';
import { percentile } from './api';
import { printFigures, probed, type Probe } from './billet-contention';
import { measured, size } from './mode';

/**
 * Hostile CSVs (issue 31): 5 MB of commas, one giant row, a million columns. Each file's time to
 * its 400 alone, then 4 clients uploading it again and again in parallel for 3 s: every upload's
 * time to its 400 (goal < 1 s) and what another merchant's list call feels meanwhile (goal: the
 * worst under 150 ms). The uploaders run in a thread of their own, so that encoding their 5 MB
 * forms never delays the probe's own clock. The quick bench sends 64 KiB files and a thousand
 * columns.
 */
const PARALLEL = 4;
const REFUSED_GOAL_MS = 1_000;
const WORST_GOAL_MS = 150;

interface Answer {
  status: number;
  message: string;
  ms: number;
}

/** `clients` loops posting `bytes` as the form's file, once and then until `ms` have passed; every answer. */
const UPLOADERS = `
const { workerData, parentPort } = require('node:worker_threads');
const { url, warmUrl, token, bytes, clients, ms } = workerData;
const post = async () => {
  const form = new FormData();
  form.append('file', new Blob([bytes]), 'hostil.csv');
  const start = performance.now();
  const response = await fetch(url, { method: 'POST', headers: { authorization: 'Bearer ' + token }, body: form });
  const { message } = await response.json();
  return { status: response.status, message, ms: performance.now() - start };
};
(async () => {
  // A first call opens the connection and warms fetch: no upload pays for the thread's start.
  await (await fetch(warmUrl, { headers: { authorization: 'Bearer ' + token } })).arrayBuffer();
  const until = performance.now() + ms;
  const answers = [];
  const client = async () => {
    do answers.push(await post());
    while (performance.now() < until);
  };
  await Promise.all(Array.from({ length: clients }, client));
  parentPort.postMessage({ answers });
})().catch((error) => parentPort.postMessage({ error: String(error) }));
`;

function uploadMeanwhile(workerData: object): Promise<Answer[]> {
  const thread = new Worker(UPLOADERS, { eval: true, workerData });
  return new Promise<Answer[]>((resolve, reject) => {
    thread.once('message', ({ answers, error }: { answers?: Answer[]; error?: string }) =>
      answers ? resolve(answers) : reject(new Error(`bench: hostile uploads: ${error}`)),
    );
    thread.once('error', reject);
  }).finally(() => void thread.terminate());
}

function refused(answer: Answer, name: string, message: string): number {
  if (answer.status !== 400 || answer.message !== message)
    throw new Error(`bench: the hostile CSV ${name} answered ${answer.status} '${answer.message}'`);
  return answer.ms;
}

export async function measureHostileCsv(baseUrl: string, token: string, probe: Probe): Promise<void> {
  const url = `${baseUrl}/api/v1/app/billet_upload/file/csv`;
  const warmUrl = `${baseUrl}/api/v1/app/billet_upload?page=1&perPage=1`;
  const files = hostileCsvFiles(size(MAX_UPLOAD_BYTES - 4_096, 64 * 1024), size(1_000_000, 1_000));
  for (const [name, bytes, message] of files) {
    const [alone] = measured(await uploadMeanwhile({ url, warmUrl, token, bytes, clients: 1, ms: 0 }), `${name} alone`);
    const [answers, figures] = await probed(baseUrl, [probe], () =>
      uploadMeanwhile({ url, warmUrl, token, bytes, clients: PARALLEL, ms: size(3_000, 300) }),
    );
    const times = measured(answers, `the hostile CSV ${name} in parallel`)
      .map((answer) => refused(answer, name, message))
      .sort((a, b) => a - b);
    const worst = times.at(-1) ?? NaN;
    console.log(
      `hostile CSV ${name} (${(bytes.length / 1024).toFixed(0)} KiB): 400 in ` +
        `${refused(alone!, name, message).toFixed(0)} ms alone; ${PARALLEL} clients in parallel, ` +
        `${times.length} uploads: p50 ${percentile(times, 50).toFixed(0)} ms, max ${worst.toFixed(0)} ms ` +
        `to the 400 — < 1 s ${worst < REFUSED_GOAL_MS ? 'met' : 'NOT met'}; '${message}'`,
    );
    printFigures(`during ${PARALLEL} of these uploads in parallel`, figures, undefined, WORST_GOAL_MS);
  }
}
