import { useMemo } from 'react';

// The notice service: every message the app shows a guest in passing (docs/product.md, errors) is an
// Ionic toast, 5000 ms unless said otherwise. Plain functions, so code outside React
// (the service-worker update prompt) can notify too. The toast element's code, and Ionic's
// overlay controller, load with the first notice, not with the first page (docs/budgets.md).

export type NoticeKind = 'positive' | 'negative' | 'warning' | 'info';

export interface NoticeAction {
  text: string;
  /** Runs when the guest presses the action; the notice then closes. */
  handler?: () => void;
  /** 'cancel' for the button that only closes the notice. */
  role?: 'cancel';
}

export interface Notice {
  message: string;
  kind?: NoticeKind;
  position?: 'top' | 'bottom';
  header?: string;
  /** Milliseconds; 0 keeps it until the guest acts. */
  duration?: number;
  actions?: NoticeAction[];
}

export const defaultNoticeDurationMs = 5000;

const colourOfKind: Record<NoticeKind, string> = {
  positive: 'success',
  negative: 'danger',
  warning: 'warning',
  info: 'dark',
};

/** Shows a notice; resolves once it is on screen, with a function that closes it. */
export async function notify({
  message,
  kind = 'info',
  position = 'bottom',
  header,
  duration = defaultNoticeDurationMs,
  actions,
}: Notice): Promise<() => Promise<void>> {
  const { toastController } = await import('./ion-toast');
  const actionButtons = actions ?? [];
  const toast = await toastController.create({
    message,
    header,
    position,
    color: colourOfKind[kind],
    duration: duration > 0 ? duration : undefined,
    swipeGesture: 'vertical',
    buttons: [
      ...actionButtons.map((action) => ({ text: action.text, role: action.role, handler: action.handler })),
      ...(actionButtons.some((a) => a.role === 'cancel') ? [] : [{ text: 'Dismiss', role: 'cancel' as const }]),
    ],
  });
  await toast.present();
  return async () => {
    await toast.dismiss();
  };
}

/** The notice service for components. */
export function useNotices(): { notify: typeof notify } {
  return useMemo(() => ({ notify }), []);
}
