// What the database refused while a booking was written, as the reservations repository says
// it: use cases read these, never SQLSTATEs or constraint names.

/** A CHECK on rooms, extras or voucher value said no: the last guard against overbooking. */
export class InventoryExhausted extends Error {
  constructor(options?: ErrorOptions) {
    super('inventory exhausted', options);
    this.name = 'InventoryExhausted';
  }
}

/** Another booking of the property committed under this Idempotency-Key first. */
export class IdempotencyKeyTaken extends Error {
  constructor(options?: ErrorOptions) {
    super('idempotency key taken', options);
    this.name = 'IdempotencyKeyTaken';
  }
}

/** Another booking drew the same reference number (about 1 in 10^12). */
export class ReferenceTaken extends Error {
  constructor(options?: ErrorOptions) {
    super('reference number taken', options);
    this.name = 'ReferenceTaken';
  }
}

/** The PostgreSQL error under drizzle's wrapping: its SQLSTATE and constraint name, or null. */
function postgresErrorOf(error: unknown): { code: string; constraint: string } | null {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return { code: candidate.code, constraint: typeof candidate.constraint === 'string' ? candidate.constraint : '' };
    }
  }
  return null;
}

/** The typed error for a refusal a booking's writes can meet; anything else unchanged. */
export function bookingWriteError(error: unknown): unknown {
  const failure = postgresErrorOf(error);
  if (failure?.code === '23505' && failure.constraint === 'reservations_property_idempotency_key')
    return new IdempotencyKeyTaken({ cause: error });
  if (failure?.code === '23505' && failure.constraint === 'reservations_reference_number')
    return new ReferenceTaken({ cause: error });
  if (failure?.code === '23514' && /^(room_inventory|services|gift_vouchers)_/.test(failure.constraint))
    return new InventoryExhausted({ cause: error });
  return error;
}
