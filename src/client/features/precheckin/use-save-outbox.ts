import { useCallback, useEffect, useMemo, useState } from 'react';
import { notify } from '../../ui/notices';
import { savePreCheckIn } from './api/save-pre-check-in';
import { clearStoredPreCheckIn } from './pre-check-in-draft';
import { pendingSaveOf, sendPendingSave, type OutboxDeps, type SaveOutcome } from './pre-check-in-outbox';

// The pre-check-in save's outbox as the page sees it: whether a save is sending or waiting, and
// a waiting save sent as soon as the page opens online and whenever the connection returns.

export type SendState = 'idle' | 'sending' | 'queued';

const randomKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

export function useSaveOutbox(referenceNumber: string, onSaved: (message: string) => void) {
  const [sendState, setSendState] = useState<SendState>(() => (pendingSaveOf(referenceNumber) ? 'queued' : 'idle'));
  const [cardLeftOut, setCardLeftOut] = useState(false);

  const deps = useMemo<OutboxDeps>(
    () => ({
      referenceNumber,
      send: savePreCheckIn,
      isOnline: () => navigator.onLine,
      newKey: randomKey,
      now: () => new Date(),
    }),
    [referenceNumber],
  );

  const handleOutcome = useCallback(
    (outcome: SaveOutcome) => {
      switch (outcome.kind) {
        case 'saved':
          clearStoredPreCheckIn(referenceNumber);
          setCardLeftOut(outcome.cardLeftOut);
          setSendState('idle');
          onSaved(outcome.response.Message);
          return;
        case 'refused':
          setSendState('idle');
          void notify({ message: outcome.message, kind: 'negative', position: 'bottom' });
          return;
        case 'queued':
          setSendState('queued');
          return;
        case 'busy':
          return;
        case 'nothing':
          setSendState('idle');
      }
    },
    [referenceNumber, onSaved],
  );

  const sendWaitingSave = useCallback(async () => {
    if (!pendingSaveOf(referenceNumber)) return;
    if (navigator.onLine) setSendState('sending');
    handleOutcome(await sendPendingSave(deps));
  }, [deps, handleOutcome, referenceNumber]);

  useEffect(() => {
    const onOnline = () => void sendWaitingSave();
    const onOpen = window.setTimeout(onOnline, 0);
    window.addEventListener('online', onOnline);
    return () => {
      window.clearTimeout(onOpen);
      window.removeEventListener('online', onOnline);
    };
  }, [sendWaitingSave]);

  return { deps, sendState, setSendState, cardLeftOut, sendWaitingSave };
}
