import { createFileRoute } from '@tanstack/react-router';
import { FilesFieldsPage } from '@/features/billet/files/files-fields-page';

export const Route = createFileRoute('/_app/billet/files/fields')({
  component: FilesFieldsPage,
});
