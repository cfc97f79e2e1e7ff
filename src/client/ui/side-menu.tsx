import { IonHeader, IonToolbar } from './ion-header';
import { IonContent } from './ion-content';
import { IonMenu, IonMenuToggle } from './ion-menu';
import type { ReactNode } from 'react';
import { mainContentId } from './page-layout';
import { Icon } from './icon';

// The side menu of a layout. Items are added by the layout: contact us now; login, manage
// account and logout when accounts arrive. Entries are plain links and buttons (lighter than
// ion-item, and what assistive technology knows best).

export const sideMenuId = 'side-menu';

export function SideMenu({ title, children }: { title: string; children: ReactNode }) {
  return (
    <IonMenu menuId={sideMenuId} contentId={mainContentId} side="end" type="overlay" aria-label="Site menu">
      <IonHeader>
        <IonToolbar>
          <p className="side-menu__title">{title}</p>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        <ul className="side-menu__list">{children}</ul>
      </IonContent>
    </IonMenu>
  );
}

/** A menu entry that does something in place (opens a dialog); choosing it closes the menu. */
export function SideMenuButton({ icon, label, onSelect }: { icon: string; label: string; onSelect: () => void }) {
  return (
    <li>
      <IonMenuToggle menu={sideMenuId} autoHide={false}>
        <button type="button" className="side-menu__entry" onClick={onSelect}>
          <Icon icon={icon} />
          <span>{label}</span>
        </button>
      </IonMenuToggle>
    </li>
  );
}

/** A menu entry that goes somewhere; `children` is the link (a router Link or an <a>). */
export function SideMenuLink({ children }: { children: ReactNode }) {
  return (
    <li>
      <IonMenuToggle menu={sideMenuId} autoHide={false}>
        {children}
      </IonMenuToggle>
    </li>
  );
}
