import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../../features/admin-settings/settings-page';

// Owners and managers: the property's settings and its definition file.
export const Route = createFileRoute('/Admin/$propertyCode/Settings')({
  component: SettingsPage,
});
