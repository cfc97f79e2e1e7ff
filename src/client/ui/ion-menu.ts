import { defineCustomElement as defineMenuElement } from '@ionic/core/components/ion-menu.js';
import { defineCustomElement as defineMenuToggleElement } from '@ionic/core/components/ion-menu-toggle.js';
import { IonMenu, IonMenuToggle } from '@ionic/react';

// Ionic's menu for our side menu. vite.config.ts stops @ionic/react bringing the menu elements
// with the first page (no page shows the menu until the guest opens it); they are defined here
// instead, so they travel with the side menu.
defineMenuElement();
defineMenuToggleElement();

export { IonMenu, IonMenuToggle };
