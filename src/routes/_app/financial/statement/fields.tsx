import { createFileRoute } from '@tanstack/react-router';
import { StatementFieldsPage } from '@/features/statement/components/statement-fields-page';

export const Route = createFileRoute('/_app/financial/statement/fields')({
  component: StatementFieldsPage,
});
