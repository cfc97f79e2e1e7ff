import { defineCustomElement as defineContentElement } from '@ionic/core/components/ion-content.js';
import { IonContent } from '@ionic/react';

// Ionic's scrolling content, for the side menu and dialogs (pages scroll in our own frame:
// page-layout.tsx). vite.config.ts stops @ionic/react bringing the element with the first page;
// it is defined here instead, so it travels with the menu and dialogs that show it.
defineContentElement();

export { IonContent };
