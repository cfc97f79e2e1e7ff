import { vi } from 'vitest';
import type { notify as realNotify } from '../../src/client/ui/notices';

// The notices (toasts) as a page's tests stand them in for, with
// `vi.mock('../../src/client/ui/notices', () => import('./fake-notices'))`: every notice is
// recorded by `notify` and shows at once, and its dismiss does nothing.

export const notify = vi.fn<typeof realNotify>(() => Promise.resolve(async () => {}));

export const useNotices = () => ({ notify });
