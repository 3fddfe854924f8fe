import { createFileRoute } from '@tanstack/react-router';
import { TransactionFieldsPage } from '@/features/transactions/components/transaction-fields-page';

export const Route = createFileRoute('/_app/financial/transactions/fields')({
  component: TransactionFieldsPage,
});
