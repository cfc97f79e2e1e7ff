// A property definition file that cannot be imported; every issue names the field.

export type DefinitionPath = readonly (string | number | symbol)[];

export interface DefinitionIssue {
  /** e.g. "RatePlans[2].Nightly.DELUXE" */
  field: string;
  message: string;
}

export function fieldPath(path: DefinitionPath): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out || '(file)';
}

export class PropertyDefinitionError extends Error {
  constructor(readonly issues: DefinitionIssue[]) {
    super(`The property definition is not valid:\n${issues.map((i) => `  ${i.field}: ${i.message}`).join('\n')}`);
    this.name = 'PropertyDefinitionError';
  }

  static at(path: DefinitionPath, message: string) {
    return new PropertyDefinitionError([{ field: fieldPath(path), message }]);
  }
}
