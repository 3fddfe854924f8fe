import { createFileRoute } from '@tanstack/react-router';
import { UnitFieldsPage } from '@/features/receivable-units/components/unit-fields-page';

export const Route = createFileRoute('/_app/financial/receivable_units/fields')({
  component: UnitFieldsPage,
});
