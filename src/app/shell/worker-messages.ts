import { appPath } from '@/lib/app-path';

/** What the service worker tells an open app (sw/push.ts): a notification arrived, or was tapped. */
type WorkerMessage = { type: 'pdv:notification' } | { type: 'pdv:open'; url: string };

function workerMessage(data: unknown): WorkerMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, url } = data as { type?: unknown; url?: unknown };
  if (type === 'pdv:notification') return { type };
  if (type === 'pdv:open' && typeof url === 'string') return { type, url };
  return undefined;
}

export interface WorkerActions {
  /** Opens an app path (a navigation inside the app: a reload would lose what is on screen). */
  open: (path: string) => void;
  /** Refreshes the bell's list. */
  refresh: () => void;
}

/** Listens to the service worker's messages until the returned function is called. */
export function listenToWorker(worker: ServiceWorkerContainer, actions: WorkerActions): () => void {
  const onMessage = (event: MessageEvent) => {
    const message = workerMessage(event.data);
    if (message?.type === 'pdv:notification') actions.refresh();
    const path = message?.type === 'pdv:open' ? appPath(message.url, window.location.origin) : undefined;
    if (path) actions.open(path);
  };
  worker.addEventListener('message', onMessage);
  return () => worker.removeEventListener('message', onMessage);
}
