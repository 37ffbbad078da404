import '@/lib/zod-csp';
import { z } from 'zod';

// Spec §5 (sign-in): the same schema validates the form in the browser and the action.
export const signInSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(320, 'Please enter a valid email')
    .regex(/^\S+@\S+$/, 'Please enter a valid email'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .min(6, 'Password must be at least 6 characters')
    .max(200, 'Password must be at most 200 characters'),
  next: z.string().max(2048).optional(),
});

export type SignInInput = z.infer<typeof signInSchema>;
