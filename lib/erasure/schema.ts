import '@/lib/zod-csp';
import { z } from 'zod';
import { uuidSchema } from '@/lib/lists/params';

// Erasing a client person: the staff's confirm form, read by the browser and the action alike.

/** What an erased person is called wherever the firm's records still name them. */
export const FORMER_CONTACT = 'Former contact';

export const CONFIRM_REQUIRED = 'Tick the box to confirm that this cannot be undone.';
export const ALREADY_ERASED = 'This person has already been erased.';
export const NOT_A_CLIENT = 'Only a client person can be erased. Staff accounts are deactivated instead.';
export const PERSON_GONE = 'This person no longer exists.';
export const ERASE_FAILED = 'The person could not be erased. Please try again in a moment.';

export const erasePersonSchema = z.object({
  profileId: uuidSchema,
  confirm: z.boolean({ error: CONFIRM_REQUIRED }).refine((ticked) => ticked, CONFIRM_REQUIRED),
});
export type ErasePersonInput = z.input<typeof erasePersonSchema>;
