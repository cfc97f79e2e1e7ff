import { IonPage } from '@ionic/react';
import { createContext, useContext, type ReactNode } from 'react';
import { useFirstPaintReplaced, useRenderedAfterFirstPaint } from './first-paint';
import { OfflineBanner } from './offline-banner';

// The frame of every page: a header (brand on the left, menu button on the right), the offline
// banner, then the scrolling content with its main landmark and footer. Route pages render only
// their content; layouts own the frame.

export const mainContentId = 'main-content';

const InsidePageLayout = createContext(false);

/** True below a PageLayout: status pages then render just their content, not a second frame. */
export function useIsInsidePageLayout(): boolean {
  return useContext(InsidePageLayout);
}

export interface PageLayoutProps {
  /** The logo or name shown at the start of the header. */
  brand: ReactNode;
  /** Buttons at the end of the header (the menu button). */
  headerEnd?: ReactNode;
  /** An IonMenu bound to this page (contentId = mainContentId). */
  menu?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}

export function PageLayout(props: PageLayoutProps) {
  // The first page under the server's first screen renders in slices (see first-paint.ts).
  return useRenderedAfterFirstPaint() ? <PageFrame {...props} /> : null;
}

function PageFrame({ menu, ...frame }: PageLayoutProps) {
  useFirstPaintReplaced();
  return (
    <InsidePageLayout.Provider value={true}>
      {menu}
      <IonPage id={mainContentId}>
        <PageFrameContent {...frame} />
      </IonPage>
    </InsidePageLayout.Provider>
  );
}

/**
 * What the frame holds: the skip link, the header bar and the scroller with its main landmark
 * and footer. The server's first screen draws the same (src/client/first-screen.tsx).
 */
export function PageFrameContent({ brand, headerEnd, footer, children }: Omit<PageLayoutProps, 'menu'>) {
  return (
    <>
      <a
        className="skip-link"
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        Skip to main content
      </a>
      {/* A plain header bar drawn as Ionic's toolbar is (app.css): Ionic's header and toolbar
          elements would be ~5 kB gzip more before the first page can be used. */}
      <header className="app-header">
        <div className="app-header__bar">
          <div className="app-header__brand">{brand}</div>
          {headerEnd ? <div className="app-header__end">{headerEnd}</div> : null}
        </div>
        <OfflineBanner />
      </header>
      {/* Our own scroller rather than IonContent: ion-content makes itself the main landmark,
          which would swallow the footer (contentinfo) into main. */}
      <div className="app-content">
        <main id="main" tabIndex={-1} className="app-main">
          {children}
        </main>
        {footer}
      </div>
    </>
  );
}
