import { createFileRoute } from '@tanstack/react-router';
import { BilletFieldsPage } from '@/features/billet/list/billet-fields-page';

export const Route = createFileRoute('/_app/billet/list/billetfields')({
  component: BilletFieldsPage,
});
