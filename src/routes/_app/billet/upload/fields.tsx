import { createFileRoute } from '@tanstack/react-router';
import { UploadFieldsPage } from '@/features/billet/upload/upload-fields-page';

export const Route = createFileRoute('/_app/billet/upload/fields')({
  component: UploadFieldsPage,
});
