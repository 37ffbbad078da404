import '@/lib/zod-csp';
import { z } from 'zod';
import { parseStorageUrl } from '@/lib/storage/storage-url';

/** "<count>/<seconds>": a write rate (e.g. "10/60", ten a minute). */
const writeRate = z
  .string()
  .regex(/^\s*[1-9]\d{0,6}\s*\/\s*[1-9]\d{0,6}\s*$/, 'A write rate is "<count>/<seconds>", e.g. "10/60"')
  .transform((value) => {
    const [count, seconds] = value.split('/').map((part) => Number(part.trim()));
    return { count, seconds };
  });

// One validated view of the environment, read once per process. Which auth adapter and
// which database are used follows from what is set (README: "Run modes").
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DATABASE_URL: z.string().url().optional(),
    ROOT_DOMAIN: z.string().min(1).default('localhost:3000'),
    AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
    COOKIE_DOMAIN: z.string().min(1).optional(),
    NEXT_PUBLIC_SUPABASE_URL: z.string().url().optional(),
    NEXT_PUBLIC_SUPABASE_ANON_KEY: z.string().min(1).optional(),
    SUPABASE_SERVICE_ROLE_KEY: z.string().min(1).optional(),
    SMTP_URL: z.string().url().optional(),
    // The embedded database and, outside Supabase mode, shared files (DATA_DIR/files).
    DATA_DIR: z.string().min(1).default('.data'),
    // Shared files in an S3-compatible bucket instead (lib/storage/storage-url.ts), so several
    // app servers see the same files; its keys come from the AWS variables, never the URL.
    STORAGE_URL: z
      .string()
      .superRefine((value, ctx) => {
        const parsed = parseStorageUrl(value);
        if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.error });
      })
      .optional(),
    // Idle timeout of a session, in minutes (lib/auth/sessions.ts): staff and clients.
    // Which forwarding headers name the client (lib/security/client-ip.ts); empty = the socket.
    TRUSTED_PROXY: z
      .string()
      .regex(/^(none|vercel|[1-9]|10)$/i, 'TRUSTED_PROXY must be empty, "vercel" or a number of proxies (1-10)')
      .optional(),
    SESSION_IDLE_MINUTES_STAFF: z.coerce.number().int().min(1).max(1440).default(30),
    SESSION_IDLE_MINUTES_CLIENT: z.coerce.number().int().min(1).max(10080).default(120),
    // Billing: days from an invoice's issue to its due date.
    INVOICE_PAYMENT_TERMS_DAYS: z.coerce.number().int().min(0).max(365).default(15),
    // Online payment (Stripe Checkout) is offered only when both are set.
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    // Another address for Stripe's API (its local mock, stripe-mock, or a test's): unset = Stripe.
    STRIPE_API_URL: z
      .string()
      .url()
      .regex(/^https?:\/\//, 'STRIPE_API_URL must be an http(s) address')
      .optional(),
    // Per-person write rates, "<how many>/<seconds>" (lib/security/write-limits.ts): at most
    // that many at once, refilled evenly over the seconds. Uploads are counted in megabytes.
    WRITE_RATE_MESSAGES: writeRate.prefault('10/60'),
    WRITE_RATE_TICKET_REPLIES: writeRate.prefault('10/60'),
    WRITE_RATE_TICKETS: writeRate.prefault('5/600'),
    WRITE_RATE_UPLOAD_MB: writeRate.prefault('50/600'),
    // Storage per client organisation for its people's uploads, in MiB (lib/files/quota.ts).
    STORAGE_QUOTA_MB: z.coerce.number().int().min(1).max(10_485_760).default(2048),
    // Notification mail about a thread waits this long to collect the thread's next messages
    // into one mail per person (lib/mail/batch.ts); 0 sends one mail per message.
    MAIL_BATCH_MINUTES: z.coerce.number().int().min(0).max(1440).default(5),
    // Bearer token for the scheduled invoice run (GET /api/cron/issue-invoices), e.g. Vercel Cron.
    CRON_SECRET: z.string().min(16).optional(),
  })
  .superRefine((env, ctx) => {
    const supabaseKeys = [
      env.NEXT_PUBLIC_SUPABASE_URL,
      env.NEXT_PUBLIC_SUPABASE_ANON_KEY,
      env.SUPABASE_SERVICE_ROLE_KEY,
    ];
    const set = supabaseKeys.filter(Boolean).length;
    if (set > 0 && set < 3) {
      ctx.addIssue({
        code: 'custom',
        message:
          'Supabase mode needs NEXT_PUBLIC_SUPABASE_URL, NEXT_PUBLIC_SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY together',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const blanksRemoved = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const result = envSchema.safeParse(blanksRemoved);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `- ${i.path.join('.') || 'env'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

let cached: Env | undefined;
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

export function isSupabaseMode(e: Env = env()): boolean {
  return Boolean(e.NEXT_PUBLIC_SUPABASE_URL && e.NEXT_PUBLIC_SUPABASE_ANON_KEY);
}
