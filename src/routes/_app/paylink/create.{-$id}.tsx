import { createFileRoute, notFound } from '@tanstack/react-router';
import { reloadForChunkError } from '@/app/chunk-reload';
import { ensurePaylink } from '@/features/paylink/api/paylinks';
import {
  CREATE_TITLE,
  CreatePaylinkPage,
  EDIT_TITLE,
  EditPaylinkPage,
  formBreadcrumb,
} from '@/features/paylink/components/paylink-form-page';
import { paylinkIdOf } from '@/features/paylink/lib/labels';
import { PageError } from '@/ui/page/page-error';

export const Route = createFileRoute('/_app/paylink/create/{-$id}')({
  loader: ({ context, params }) => {
    if (params.id === undefined) return undefined;
    const id = paylinkIdOf(params.id);
    if (id === 0) throw notFound();
    return ensurePaylink(context.queryClient, id);
  },
  errorComponent: function FormError({ error }) {
    const title = Route.useParams().id === undefined ? CREATE_TITLE : EDIT_TITLE;
    return reloadForChunkError(error) ? null : (
      <PageError title={title} breadcrumb={formBreadcrumb(title)} error={error} />
    );
  },
  component: function PaylinkFormRoute() {
    const { id } = Route.useParams();
    const navigate = Route.useNavigate();
    // Saving opens the share page, which asks for the share at once (it waits for a tap there).
    const onSaved = (link: { id: number }) =>
      void navigate({
        to: '/paylink/share/$id',
        params: { id: String(link.id) },
        search: { share: true },
        replace: true,
      });
    return id === undefined ? (
      <CreatePaylinkPage onSaved={onSaved} />
    ) : (
      <EditPaylinkPage id={paylinkIdOf(id)} onSaved={onSaved} />
    );
  },
});
