// The second step of a console action that cannot be undone (revoke a key, remove an endpoint or
// a person, cancel a table): a group named by its question, the action said in full, and a way
// back. The first step, the button that opens it, stays with its page.

export interface ConfirmActionsProps {
  /** The group's name, read out when it appears: "Remove Ada?". */
  question: string;
  /** The action's button, said in full: "Remove Ada". */
  confirmLabel: string;
  keepLabel?: string;
  pending: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}

export function ConfirmActions({
  question,
  confirmLabel,
  keepLabel = 'Keep',
  pending,
  onConfirm,
  onKeep,
}: ConfirmActionsProps) {
  return (
    <div className="console-actions" role="group" aria-label={question}>
      <button type="button" className="sf-button sf-button--primary" disabled={pending} onClick={onConfirm}>
        {confirmLabel}
      </button>
      <button type="button" className="sf-text-button" onClick={onKeep}>
        {keepLabel}
      </button>
    </div>
  );
}
