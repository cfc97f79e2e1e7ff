import { useState } from 'react';
import type { DefinitionImportResponse } from '../../../contract/admin-settings';
import { ApiError, describeError } from '../../api';
import { exportDefinition, useImportDefinition } from './api/settings';

// The whole property as its definition file: download it, edit it, import it back. An import
// answers with what it did, or with every field it refused (nothing is changed then).

export function DefinitionFilePanel({ propertyCode }: { propertyCode: string }) {
  const importFile = useImportDefinition(propertyCode);
  const [result, setResult] = useState<DefinitionImportResponse | null>(null);
  const [problems, setProblems] = useState<string[]>([]);

  const download = async () => {
    setProblems([]);
    try {
      const file = await exportDefinition(propertyCode);
      const url = URL.createObjectURL(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `${propertyCode}.json`;
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      setProblems([describeError(error)]);
    }
  };

  const upload = async (file: File) => {
    setResult(null);
    setProblems([]);
    let content: unknown;
    try {
      content = JSON.parse(await file.text());
    } catch {
      setProblems([`${file.name} is not a JSON file.`]);
      return;
    }
    try {
      setResult(await importFile.mutateAsync(content));
    } catch (error) {
      const state = error instanceof ApiError ? error.modelState : null;
      setProblems(
        state
          ? Object.entries(state).flatMap(([field, messages]) => messages.map((m) => `${field}: ${m}`))
          : [describeError(error)],
      );
    }
  };

  return (
    <section className="console-card" aria-labelledby="definition-title">
      <h2 id="definition-title">Definition file</h2>
      <p className="console-muted">
        The whole property (rooms, rate plans, extras, restaurants and these settings) as one file. Importing it
        replaces the property with what the file says; rates and rooms changed in the console since are replaced too.
      </p>
      <div className="console-actions">
        <button type="button" className="sf-button sf-button--secondary" onClick={() => void download()}>
          Download the definition file
        </button>
        <label className="sf-field__label" htmlFor="definition-upload">
          Import a definition file
        </label>
        <input
          id="definition-upload"
          type="file"
          accept="application/json,.json"
          disabled={importFile.isPending}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
      </div>
      {importFile.isPending ? <p role="status">Importing…</p> : null}
      {result ? (
        <div className="sf-notice sf-notice--positive" role="status">
          <p>
            {result.PropertyCode} imported: {result.Summary.join('; ')}.
          </p>
          {result.Warnings.map((warning) => (
            <p key={warning}>{warning}</p>
          ))}
        </div>
      ) : null}
      {problems.length > 0 ? (
        <div className="sf-notice sf-notice--negative" role="alert">
          <p>Nothing was changed:</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
