import { defineCustomElement as defineHeaderElement } from '@ionic/core/components/ion-header.js';
import { defineCustomElement as defineToolbarElement } from '@ionic/core/components/ion-toolbar.js';
import { IonHeader, IonToolbar } from '@ionic/react';

// Ionic's header and toolbar, for dialog headers and the side menu; a page's own header bar is
// plain markup (page-layout.tsx), so no first page waits for these elements. vite.config.ts stops
// @ionic/react bringing them with the first page; they are defined here instead.
defineHeaderElement();
defineToolbarElement();

export { IonHeader, IonToolbar };
