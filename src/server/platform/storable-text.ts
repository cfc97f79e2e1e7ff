import { findUnstorableText, unstorableTextMessage } from '../../contract/storable-text';
import { fieldError } from '../errors';
import type { App } from './fastify-app';

// Every route, whatever its schema, refuses text the database cannot store (NUL, lone
// surrogates) in its path, query and body, as a 400 naming the field, before validation runs.
export function refuseUnstorableText(app: App): void {
  app.addHook('preValidation', async (request) => {
    const field =
      findUnstorableText(request.params, 'Path') ??
      findUnstorableText(request.query, 'Query') ??
      findUnstorableText(request.body, 'Request');
    if (field !== undefined) throw fieldError(field, `${field} ${unstorableTextMessage}.`);
  });
}
