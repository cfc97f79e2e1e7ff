import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { alertCircleOutline, cloudOfflineOutline } from 'ionicons/icons';
import { useEffect } from 'react';
import { ApiError, OfflineError, genericErrorMessage } from '../api';
import { isChunkLoadError, reloadOnceForFailedChunk } from '../chunk-reload';
import { logClientEvent } from '../logging';
import { StatusPage } from './status-page';

// One decision per failure, however often the error page renders.
const reloadDecisions = new WeakMap<object, boolean>();
function reloadDecisionFor(error: unknown, href: string): boolean {
  if (typeof error !== 'object' || error === null) return reloadOnceForFailedChunk(href);
  let decision = reloadDecisions.get(error);
  if (decision === undefined) {
    decision = reloadOnceForFailedChunk(href);
    reloadDecisions.set(error, decision);
  }
  return decision;
}

/** The router's error component: offline, a stale deploy, or a failed call, each told plainly. */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorReset = useQueryErrorResetBoundary();
  const chunkFailed = isChunkLoadError(error);
  const reloading = chunkFailed && reloadDecisionFor(error, router.latestLocation.href);

  useEffect(() => {
    queryErrorReset.reset();
  }, [queryErrorReset]);

  useEffect(() => {
    if (!(error instanceof ApiError) && !(error instanceof OfflineError) && !reloading) {
      logClientEvent('error', `Page failed: ${error instanceof Error ? error.message : String(error)}`, {
        stack: error instanceof Error ? error.stack?.slice(0, 1000) : undefined,
      });
    }
  }, [error, reloading]);

  if (reloading) return null;

  const retry = () => {
    reset();
    void router.invalidate();
  };
  const retryButton = (
    <button type="button" className="sf-button sf-button--primary" onClick={retry}>
      Try again
    </button>
  );

  if (error instanceof OfflineError) {
    return (
      <StatusPage
        title={error.offline ? "You're offline" : 'Connection problem'}
        icon={cloudOfflineOutline}
        actions={retryButton}
      >
        <p>{error.message}</p>
        <p>
          This page needs a connection the first time it is opened. Pages you have already visited still work offline.
        </p>
      </StatusPage>
    );
  }
  return (
    <StatusPage title="Error" icon={alertCircleOutline} actions={retryButton}>
      <p>
        {error instanceof ApiError
          ? error.message
          : chunkFailed
            ? 'A new version of Stayfront was published. Please reload the page.'
            : genericErrorMessage}
      </p>
    </StatusPage>
  );
}
