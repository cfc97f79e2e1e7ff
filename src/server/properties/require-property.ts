import { notFound } from '../errors';
import type { PropertyRecord, PropertyRepository } from './repository';
import { propertyNotFoundMessage } from './service';

// Calls that name a property by id or code (reservations, services, companies) answer 404
// with the same message as GET Property when there is no such property.
export type PropertyLookup = Pick<PropertyRepository, 'findProperty'>;

export async function requireProperty(properties: PropertyLookup, ref: string): Promise<PropertyRecord> {
  const property = await properties.findProperty(ref);
  if (!property) throw notFound(propertyNotFoundMessage);
  return property;
}
