import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/paylink/')({
  beforeLoad: () => {
    throw redirect({ to: '/paylink/list', replace: true });
  },
});
