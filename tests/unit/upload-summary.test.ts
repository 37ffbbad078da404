import { describe, expect, it } from 'vitest';
import { jsonAnswer, uploadSummary } from '@/lib/files/upload-route';

describe('what a posted upload form is told', () => {
  it('says why files were refused when the rate or the quota refused them', () => {
    expect(uploadSummary('5', '3', 'rate_limited')).toBe(
      "Shared 5 files. 3 files were not shared. You're uploading files faster than we can take them; wait a few minutes, then send the rest again.",
    );
    expect(uploadSummary('0', '1', 'quota')).toMatch(/^1 file was not shared\. Your organisation's storage is full/);
    // Anything else in the address is the usual summary, never an error.
    for (const refused of [undefined, '', 'toString', '__proto__', 'x'.repeat(5000)])
      expect(uploadSummary('1', '1', refused)).toMatch(/^Shared 1 file\. 1 file was not shared: each must be/);
  });

  it('answers the browser uploader 429 for the rate and 507 for the quota', () => {
    expect(jsonAnswer({ ok: false, code: 'rate_limited' }).status).toBe(429);
    expect(jsonAnswer({ ok: false, code: 'quota' }).status).toBe(507);
    expect(jsonAnswer({ ok: false }).status).toBe(422);
    expect(jsonAnswer({ ok: false, code: 'session_expired' }).status).toBe(401);
  });
});
