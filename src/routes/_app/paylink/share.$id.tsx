import { createFileRoute, notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import { reloadForChunkError } from '@/app/chunk-reload';
import { ensurePaylink } from '@/features/paylink/api/paylinks';
import { SHARE_BREADCRUMB, SHARE_TITLE, SharePage } from '@/features/paylink/components/share-page';
import { paylinkIdOf } from '@/features/paylink/lib/labels';
import { PageError } from '@/ui/page/page-error';

export const Route = createFileRoute('/_app/paylink/share/$id')({
  // `share`: set by the form after saving, dropped once the share was asked for.
  validateSearch: v.object({ share: v.fallback(v.optional(v.boolean()), undefined) }),
  loader: ({ context, params }) => {
    const id = paylinkIdOf(params.id);
    if (id === 0) throw notFound();
    return ensurePaylink(context.queryClient, id);
  },
  errorComponent: ({ error }) =>
    reloadForChunkError(error) ? null : <PageError title={SHARE_TITLE} breadcrumb={SHARE_BREADCRUMB} error={error} />,
  component: function Share() {
    const id = paylinkIdOf(Route.useParams().id);
    const { share } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <SharePage
        id={id}
        shareOnOpen={share === true}
        onShareAsked={() => void navigate({ search: {}, replace: true })}
      />
    );
  },
});
