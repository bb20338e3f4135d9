import { CloudCheck, CloudUpload, WifiOff } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { dismissLimitNotice, subscribeToLimitNotices } from '@/lib/offline/offline-sync';
import { offlineTexts } from '@/lib/offline/offline-texts';
import { useOnline, useOutbox } from '@/lib/offline/use-offline';

// Shown only when a list saved offline is refused: loaded then, not with the screen.
const ListLimitDialog = lazy(() =>
  import('./list-limit-dialog').then((module) => ({ default: module.ListLimitDialog })),
);

/**
 * The offline line of the saved-list screens: the offline notice, "N alterações pendentes"
 * while the outbox holds changes, then "Todas as alterações foram sincronizadas"; and the
 * list-limit dialog when a list saved offline is refused by the server.
 */
export function SyncStatus({ userId }: { userId: string }) {
  const online = useOnline();
  const { changes } = useOutbox(userId);
  const pending = changes.length;
  const [hadPending, setHadPending] = useState(false);
  const [limitMessage, setLimitMessage] = useState<string>();

  useEffect(() => {
    if (pending > 0) setHadPending(true);
  }, [pending]);
  useEffect(() => subscribeToLimitNotices(setLimitMessage), []);

  const line = 'flex items-center gap-2 rounded-xl px-3 py-2 text-sm';
  return (
    <>
      <div role="status" aria-live="polite" className="mb-3 flex flex-col gap-2 empty:hidden">
        {online ? null : (
          <p className={`${line} bg-foreground text-background`}>
            <WifiOff aria-hidden="true" className="size-4 shrink-0" />
            {offlineTexts.offline}
          </p>
        )}
        {pending > 0 ? (
          <p className={`${line} bg-muted text-muted-foreground`}>
            <CloudUpload aria-hidden="true" className="size-4 shrink-0" />
            {offlineTexts.pending(pending)}
          </p>
        ) : hadPending ? (
          <p className={`${line} text-muted-foreground`}>
            <CloudCheck aria-hidden="true" className="size-4 shrink-0" />
            {offlineTexts.synced}
          </p>
        ) : null}
      </div>
      {limitMessage === undefined ? null : (
        <Suspense fallback={null}>
          <ListLimitDialog
            open
            onOpenChange={(open) => {
              if (!open) dismissLimitNotice();
            }}
            message={limitMessage}
          />
        </Suspense>
      )}
    </>
  );
}
