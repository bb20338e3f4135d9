import { LoaderCircle, Save } from 'lucide-react';
import { addItemsTexts } from '../add-items-texts';
import { Button } from '@/components/button';

/** The floating "Salvar Lista" above the bottom bar; busy while the save is being checked. */
export function SaveListButton({ checking, onSave }: { checking: boolean; onSave: () => void }) {
  return (
    <>
      <div aria-hidden="true" className="h-20" />
      <div className="pointer-events-none fixed inset-x-0 bottom-24 z-30 flex justify-center px-4">
        <Button
          size="lg"
          className="pointer-events-auto w-full max-w-sm shadow-lg"
          aria-busy={checking}
          onClick={onSave}
        >
          {checking ? (
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          ) : (
            <Save aria-hidden="true" className="size-5" />
          )}
          {addItemsTexts.save}
        </Button>
      </div>
    </>
  );
}
