import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { appPath } from '@/features/notifications/lib/kinds';

/** What the service worker tells an open app (sw/): a notification arrived, or was tapped. */
type WorkerMessage = { type: 'pdv:notification' } | { type: 'pdv:open'; url: string };

function workerMessage(data: unknown): WorkerMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, url } = data as { type?: unknown; url?: unknown };
  if (type === 'pdv:notification') return { type };
  if (type === 'pdv:open' && typeof url === 'string') return { type, url };
  return undefined;
}

/**
 * A push that arrives while the app is open refreshes the bell's list; a tapped notification
 * opens its screen in this app, as a navigation inside it (a reload would lose what is on screen).
 */
export function ServiceWorkerMessages() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      const message = workerMessage(event.data);
      if (message?.type === 'pdv:notification') void queryClient.invalidateQueries({ queryKey: ['notifications'] });
      const path = message?.type === 'pdv:open' ? appPath(message.url) : undefined;
      if (path) void navigate({ href: path });
    };
    const worker = navigator.serviceWorker;
    worker.addEventListener('message', onMessage);
    return () => worker.removeEventListener('message', onMessage);
  }, [queryClient, navigate]);
  return null;
}
