import { toastController } from '@ionic/core/components';
import { defineCustomElement as defineToastElement } from '@ionic/core/components/ion-toast.js';

// Ionic's toast and the controller that shows it, for notices.ts, which loads this with the
// first notice: neither is part of any first page (vite.config.ts stops @ionic/react defining
// the toast element as it loads).
defineToastElement();

export { toastController };
