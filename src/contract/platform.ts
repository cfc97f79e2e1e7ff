import { z } from 'zod';

// Operational endpoints: liveness for the process, readiness for the database behind it.

// GET /api/health — the process answers.
export const healthResponseSchema = z.object({ Status: z.literal('ok') });

// GET /api/ready — the process answers and its database does too (503 { Message } otherwise).
export const readyResponseSchema = z.object({ Status: z.literal('ready') });
