import { useState } from 'react';
import type { Path } from 'react-hook-form';
import type { PropertySettingsResponse } from '../../../contract/admin-settings';
import { ApiError, describeError } from '../../api';
import { useDocumentTitle } from '../../ui/document-title';
import { PageLoading } from '../../ui/page-loading';
import { useRuledForm } from '../../ui/ruled-form';
import { useConsoleProperty } from '../admin/console-property';
import { useSettings, useUpdateSettings } from './api/settings';
import { DefinitionFilePanel } from './definition-file-panel';
import { BookingFields, ContactFields, PreCheckInFields, ThemeFields } from './settings-sections';
import { formFieldOf, formValuesOf, settingsFormSchema, settingsOf, type SettingsFormValues } from './settings-form';
import { TaxesFields } from './taxes-section';
import './admin-settings.css';
import { ConsoleForm } from '../admin/console-form';
import { FormProblem, SubmitButton } from '../../ui/form-outcome';

// Settings (owners and managers): contact details, booking and pre-check-in configuration,
// theme, taxes and fees, saved together and shown to guests at once; and the property's
// definition file. What the server refuses is said under the form and beside each field named.

export function SettingsPage() {
  const { propertyCode, propertyName } = useConsoleProperty();
  useDocumentTitle('Settings', propertyName);
  const settings = useSettings(propertyCode);
  return (
    <>
      <h1 className="console__title">Settings</h1>
      {settings.isPending ? (
        <PageLoading text="Loading settings…" />
      ) : settings.isError ? (
        <p className="sf-notice sf-notice--negative" role="alert">
          {describeError(settings.error)}
        </p>
      ) : (
        <SettingsForm key={settings.data.PropertyCode} loaded={settings.data} />
      )}
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
        <FormProblem problem={problem} />
        {saved ? (
          <p className="sf-notice sf-notice--positive" role="status">
            Settings saved: guests see them now.
          </p>
        ) : null}
        <div className="console-actions">
          <SubmitButton pending={update.isPending} pendingLabel="Saving…">
            Save settings
          </SubmitButton>
        </div>
      </ConsoleForm>
    </section>
  );
}
