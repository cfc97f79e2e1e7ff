import type { CardGateway, KeptCardCharge, KeptCardChargeRequest } from '../../../../src/server/payments/card-gateway';
import type * as SandboxModule from '../../../../src/server/payments/sandbox-card-gateway';

// One card gateway for every app server of a test file, as a real gateway is one service
// however many servers call it: the sandbox, with every charge of a kept card written down
// (idempotency key, amount, outcome). The test files put it in place of the sandbox with
// vi.mock, so app.ts builds its gateway through here:
//
//   vi.mock('../../../../src/server/payments/sandbox-card-gateway', async (importOriginal) =>
//     (await import('./gateway-spy')).withSharedGateway(await importOriginal()),
//   );

export interface KeptCharge {
  request: Omit<KeptCardChargeRequest, 'card'> & { token: string };
  outcome: KeptCardCharge;
}

export const gatewaySpy = {
  gateway: null as CardGateway | null,
  charges: [] as KeptCharge[],
  /** The next n charges of a kept card go through and then the answer is lost (the gateway "times out"). */
  loseAnswers: 0,
  /** The next n charges of a kept card never reach the gateway. */
  unreachable: 0,
  /** How long each charge of a kept card takes (milliseconds), so that servers' runs overlap. */
  delayMs: 0,
  reset() {
    this.charges.length = 0;
    this.loseAnswers = 0;
    this.unreachable = 0;
    this.delayMs = 0;
  },
  /** Money moved: each idempotency key the gateway approved, once however often it was asked. */
  approvedKeys(): string[] {
    return [...new Set(this.charges.filter((c) => c.outcome.approved).map((c) => c.request.idempotencyKey))];
  },
  callsFor(reference: string): KeptCharge[] {
    return this.charges.filter((c) => c.request.reference === reference);
  },
};

/** The shared gateway, made once from the sandbox's factory. */
export function sharedGateway(create: () => CardGateway): CardGateway {
  if (gatewaySpy.gateway) return gatewaySpy.gateway;
  const sandbox = create();
  gatewaySpy.gateway = {
    ...sandbox,
    async chargeKept(request) {
      if (gatewaySpy.unreachable > 0) {
        gatewaySpy.unreachable -= 1;
        throw new Error('connect ECONNREFUSED (test: the gateway is away)');
      }
      if (gatewaySpy.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, gatewaySpy.delayMs));
      const outcome = await sandbox.chargeKept(request);
      const { card, ...rest } = request;
      gatewaySpy.charges.push({ request: { ...rest, token: card.token }, outcome });
      if (gatewaySpy.loseAnswers > 0) {
        gatewaySpy.loseAnswers -= 1;
        throw new Error('socket hang up (test: the answer was lost)');
      }
      return outcome;
    },
  };
  return gatewaySpy.gateway;
}

/** The sandbox module with its factory answering the shared gateway. */
export function withSharedGateway(actual: typeof SandboxModule): typeof SandboxModule {
  return { ...actual, createSandboxCardGateway: () => sharedGateway(() => actual.createSandboxCardGateway()) };
}
