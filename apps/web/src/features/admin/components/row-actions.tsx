import { Pencil, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { errorMessageText, errorToastText } from '../../../shared/form/form-errors';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { toast } from '../../../shared/ui/toast';
import { ICON_BUTTON } from './buttons';
import { ReorderButtons, type ReorderNames } from './reorder-buttons';

/** What a change answered: the toast shows its message, or the screen's own words. */
type Done = { message?: string | undefined };

/**
 * Up, down, edit and delete (asked first) for one row of an ordered console list. A move is
 * saved at once and said in a toast; a deletion is confirmed in a dialog, which shows the
 * server's refusal and stays open. Both then refresh the list (`refresh`); the buttons wait
 * while either is being saved.
 */
export function RowActions({
  names,
  index,
  count,
  move,
  remove,
  refresh,
  onRemoveRefused,
  onEdit,
  editLabel,
  deleteLabel,
  confirm,
}: {
  /** The up and down buttons' names (ReorderButtons). */
  names: ReorderNames;
  index: number;
  count: number;
  /** Saves the list's order with this row moved by `step`. */
  move: (step: -1 | 1) => Promise<Done>;
  remove: () => Promise<Done>;
  refresh: () => Promise<unknown>;
  /** After the server refused the deletion (its message is in the dialog already). */
  onRemoveRefused?: (error: unknown) => Promise<unknown>;
  onEdit: () => void;
  editLabel: string;
  deleteLabel: string;
  /** The confirmation's title, button and text; the screen's toasts after a move or a deletion. */
  confirm: { title: string; button: string; body: ReactNode; moved: string; removed: string };
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const saveMove = async (step: -1 | 1) => {
    setBusy(true);
    try {
      const answer = await move(step);
      toast.success(answer.message ?? confirm.moved);
      await refresh();
    } catch (error) {
      toast.error(errorToastText(t, error));
    } finally {
      setBusy(false);
    }
  };
  const saveRemoval = async () => {
    setBusy(true);
    try {
      const answer = await remove();
      setConfirming(false);
      toast.success(answer.message ?? confirm.removed);
      await refresh();
    } catch (error) {
      setRefusal(errorMessageText(t, error));
      await onRemoveRefused?.(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex shrink-0 gap-1">
      <ReorderButtons
        {...names}
        index={index}
        count={count}
        busy={busy}
        onMove={(step) => void saveMove(step)}
      />
      <button type="button" className={ICON_BUTTON} aria-label={editLabel} onClick={onEdit}>
        <Pencil aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        className={`${ICON_BUTTON} border-red-200 text-red-700 hover:bg-red-50`}
        disabled={busy}
        aria-label={deleteLabel}
        onClick={() => {
          setRefusal(null);
          setConfirming(true);
        }}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
      {confirming ? (
        <ConfirmDialog
          title={confirm.title}
          confirm={confirm.button}
          busy={busy}
          onConfirm={() => void saveRemoval()}
          onCancel={() => {
            setConfirming(false);
          }}
        >
          {confirm.body}
          {refusal ? (
            <p role="alert" className="mt-3 font-medium text-red-700">
              {refusal}
            </p>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
