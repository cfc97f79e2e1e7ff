import type { ReactNode } from 'react';
import { IonModal } from './ion-modal';
import { DialogHeader } from './dialog-header';

// A dialog of a header, a body and a footer of actions: full screen on a phone, a card on a wide
// screen (its frame is in app.css). `block` is the dialog's own class block: the modal, its body
// and its footer carry `block`, `block__body` and `block__footer` beside the shared classes.

export interface SheetDialogProps {
  /** The heading, and the dialog's accessible name. */
  title: string;
  block: string;
  isOpen: boolean;
  onClose: () => void;
  onWillPresent?: () => void;
  footer: ReactNode;
  children: ReactNode;
}

export function SheetDialog({ title, block, isOpen, onClose, onWillPresent, footer, children }: SheetDialogProps) {
  return (
    <IonModal
      isOpen={isOpen}
      onWillPresent={onWillPresent}
      onDidDismiss={onClose}
      aria-label={title}
      className={`sf-sheet-dialog ${block}`}
    >
      <DialogHeader title={title} onClose={onClose} />
      <div className={`sf-sheet-dialog__body ${block}__body`}>{children}</div>
      <div className={`sf-sheet-dialog__footer ${block}__footer`}>{footer}</div>
    </IonModal>
  );
}
