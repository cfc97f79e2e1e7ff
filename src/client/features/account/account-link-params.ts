import { z } from 'zod';
import { searchParamsSchema } from '../../url-search-params';

// The ?token= of the emailed account links (confirm email, reset password).

export const accountLinkParamsSchema = searchParamsSchema({ token: z.string().trim().min(1).optional().catch(undefined) });

export type AccountLinkParams = z.output<typeof accountLinkParamsSchema>;
