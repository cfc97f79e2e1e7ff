import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { isNotFound } from '../../api';
import { propertyQueryOptions } from './api/get-property';

/** For route loaders: the property (and anything else the page needs) or the not-found page. */
export async function loadPropertyOrNotFound(
  queryClient: QueryClient,
  propertyCode: string,
  alsoNeeded: Array<Promise<unknown>> = [],
): Promise<void> {
  try {
    await Promise.all([queryClient.ensureQueryData(propertyQueryOptions(propertyCode)), ...alsoNeeded]);
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
}
