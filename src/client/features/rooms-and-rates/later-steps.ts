// The steps after a room and rate are chosen (upgrade, guest details, extras, summary): one chunk
// that booking-flow.tsx starts loading as Rooms-And-Rates opens, so it arrives while the guest
// chooses a room, and is not part of what the page needs before it can be used
// (docs/budgets.md). The service worker precaches it like every chunk, so it loads offline too.
export { ExtrasStep } from './extras-step';
export { OccupancyStep } from './occupancy-step';
export { SummaryStep } from './summary-step';
export { UpgradeStep } from './upgrade-step';
