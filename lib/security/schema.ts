import '@/lib/zod-csp';
import { z } from 'zod';

export const rotateTokenSchema = z.object({}).strict();

export const ROTATION_FAILED = 'Failed to rotate admin token';
export const rotationSucceeded = (part: string) => `Admin token rotated successfully. New path: /mgmt-${part}`;
export const ROTATE_CONFIRMATION =
  'Are you sure you want to rotate the admin access token? This will invalidate the current admin URL.';
