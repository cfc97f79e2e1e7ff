import { defineCustomElement as defineButtonElement } from '@ionic/core/components/ion-button.js';
import { defineCustomElement as defineButtonsElement } from '@ionic/core/components/ion-buttons.js';
import { IonButton, IonButtons } from '@ionic/react';

// Ionic's buttons, for dialog headers (pages use plain buttons). vite.config.ts stops
// @ionic/react bringing the elements with the first page; they are defined here instead, so
// they travel with the dialogs that show them.
defineButtonElement();
defineButtonsElement();

export { IonButton, IonButtons };
