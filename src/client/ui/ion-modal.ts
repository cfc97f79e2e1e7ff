import { defineCustomElement as defineModalElement } from '@ionic/core/components/ion-modal.js';
import { IonModal } from '@ionic/react';

// Ionic's modal for our dialogs. vite.config.ts stops @ionic/react defining the ion-modal
// element as it loads (that put the modal's code in the first chunk, though no first page
// opens a dialog); the element is defined here instead, so it travels with the dialogs.
defineModalElement();

export { IonModal };
