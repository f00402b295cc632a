import { useQuery } from '@tanstack/react-query';
import { Dialog } from '../../../components/ui/dialog';
import { QueryView } from '../../../components/ui/query-view';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { type ItemKind, researchQueries } from '../research-api';
import { type ItemFormValues, toItemFormValues } from '../research-item-form';
import { ItemFormDialog } from './item-form-dialog';

/**
 * The form for a new item (`blank`), or for an existing one once its body has loaded (the lists carry
 * no body).
 */
export function ItemEditor({
  kind,
  itemId,
  blank,
  onClose,
}: {
  kind: ItemKind;
  itemId: string | undefined;
  blank: ItemFormValues;
  onClose(): void;
}) {
  if (!itemId) return <ItemFormDialog kind={kind} initial={blank} onClose={onClose} />;
  return <ExistingItemEditor kind={kind} itemId={itemId} onClose={onClose} />;
}

function ExistingItemEditor({ kind, itemId, onClose }: { kind: ItemKind; itemId: string; onClose(): void }) {
  const query = useQuery(kind === 'news' ? researchQueries.newsItem(itemId) : researchQueries.activity(itemId));
  if (query.data) {
    return <ItemFormDialog kind={kind} itemId={itemId} initial={toItemFormValues(query.data)} onClose={onClose} />;
  }
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title="正在打开">
      <div className="p-5">
        <QueryView query={query} skeleton={<ListSkeleton rows={3} />}>
          {() => null}
        </QueryView>
      </div>
    </Dialog>
  );
}
