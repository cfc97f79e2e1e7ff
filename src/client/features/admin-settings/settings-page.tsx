import { useState } from 'react';
import type { Path } from 'react-hook-form';
import type { PropertySettingsResponse } from '../../../contract/admin-settings';
import { ApiError, describeError } from '../../api';
import { useRuledForm } from '../../ui/ruled-form';
import { useConsolePage } from '../admin/console-property';
import { useSettings, useUpdateSettings } from './api/settings';
import { DefinitionFilePanel } from './definition-file-panel';
import { BookingFields, ContactFields, PreCheckInFields, ThemeFields } from './settings-sections';
import { formFieldOf, formValuesOf, settingsFormSchema, settingsOf, type SettingsFormValues } from './settings-form';
import { TaxesFields } from './taxes-section';
import './admin-settings.css';
import { ConsoleForm, ConsoleFormEnd } from '../admin/console-form';
import { ConsoleLoaded } from '../admin/console-query';

// Settings (owners and managers): contact details, booking and pre-check-in configuration,
// theme, taxes and fees, saved together and shown to guests at once; and the property's
// definition file. What the server refuses is said under the form and beside each field named.

export function SettingsPage() {
  const { propertyCode } = useConsolePage('Settings');
  const settings = useSettings(propertyCode);
  return (
    <>
      <h1 className="console__title">Settings</h1>
      <ConsoleLoaded query={settings} loading="Loading settings…">
        {(data) => <SettingsForm key={data.PropertyCode} loaded={data} />}
      </ConsoleLoaded>
      <DefinitionFilePanel propertyCode={propertyCode} />
    </>
  );
}

export function SettingsForm({ loaded }: { loaded: PropertySettingsResponse }) {
  const update = useUpdateSettings(loaded.PropertyCode);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useRuledForm<SettingsFormValues>(settingsFormSchema(loaded), { defaultValues: formValuesOf(loaded) });
  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    setSaved(false);
    try {
      // The form shows what the server kept (the same, once checked), and stays as it is.
      form.reset(formValuesOf(await update.mutateAsync(settingsOf(values, loaded))));
      setSaved(true);
    } catch (error) {
      setProblem(describeError(error));
      if (error instanceof ApiError && error.modelState) {
        const fields = Object.entries(error.modelState).map(([name, messages]) => {
          const field = formFieldOf(name) as Path<SettingsFormValues>;
          form.setError(field, { type: 'server', message: messages.join(' ') });
          return field;
        });
        if (fields[0]) form.setFocus(fields[0]);
      }
    }
  });
  return (
    <section className="console-card" aria-labelledby="settings-title">
      <h2 id="settings-title">What guests see and give</h2>
      <ConsoleForm form={form} onSubmit={submit} pending={update.isPending}>
        <ContactFields />
        <BookingFields />
        <PreCheckInFields />
        <ThemeFields />
        <TaxesFields />
        <ConsoleFormEnd
          problem={problem}
          done={saved ? 'Settings saved: guests see them now.' : null}
          pending={update.isPending}
          pendingLabel="Saving…"
        >
          Save settings
        </ConsoleFormEnd>
      </ConsoleForm>
    </section>
  );
}
