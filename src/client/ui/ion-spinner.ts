import { defineCustomElement as defineSpinnerElement } from '@ionic/core/components/ion-spinner.js';
import { IonSpinner } from '@ionic/react';

// Ionic's spinner, for work a guest waits on after the first page (a booking, extras, a
// voucher); the first page's own wait is drawn by CSS (page-pending.tsx). vite.config.ts stops
// @ionic/react bringing the element with the first page; it is defined here instead, so it
// travels with the pages and steps that show it.
defineSpinnerElement();

export { IonSpinner };
