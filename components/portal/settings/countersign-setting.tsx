'use client';

import { useActionForm } from '@/components/forms/use-action-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { setCountersignOffered, setCountersignRequired } from '@/lib/proposals/actions';
import { countersignRequiredSchema, countersignSettingSchema } from '@/lib/proposals/schema';

/**
 * Whether the team may countersign an accepted proposal (optional; off by default) and, while
 * it may, whether Contract Signed waits for it. Super admins change them; everyone on the team
 * sees them. Posted forms, so they work without JavaScript.
 */
export function CountersignSetting({
  offered,
  required,
  canChange,
}: {
  offered: boolean;
  required: boolean;
  canChange: boolean;
}) {
  const form = useActionForm({ action: setCountersignOffered, schema: countersignSettingSchema });
  const now = form.answer?.ok ? !offered : offered;
  return (
    <Card className="mb-6">
      <section aria-labelledby="countersign-setting" className="space-y-3">
        <h2 id="countersign-setting" className="text-lg font-semibold text-slate-900">
          Countersigning
        </h2>
        <p className="text-sm text-slate-700">
          After a client accepts and signs, the team <strong>{now ? 'can' : 'cannot'}</strong> add an optional
          countersignature on the admin proposal page.
        </p>
        {form.answer?.ok && (
          <p role="status" className="text-sm text-green-800">
            {form.answer.message}
          </p>
        )}
        {canChange && !form.answer?.ok && (
          <form {...form.props}>
            <input type="hidden" name="offered" value={offered ? 'false' : 'true'} />
            {form.formError && <ErrorBox>{form.formError}</ErrorBox>}
            <Button type="submit" variant="secondary" disabled={form.pending}>
              {offered ? 'Turn Off Countersigning' : 'Offer Countersigning'}
            </Button>
          </form>
        )}
        {offered && !form.answer?.ok && <CountersignRequirement required={required} canChange={canChange} />}
      </section>
    </Card>
  );
}

/** While countersigning is offered: whether Contract Signed waits for the countersignature. */
function CountersignRequirement({ required, canChange }: { required: boolean; canChange: boolean }) {
  const form = useActionForm({ action: setCountersignRequired, schema: countersignRequiredSchema });
  const now = form.answer?.ok ? !required : required;
  return (
    <div className="space-y-3 border-t border-slate-200 pt-3">
      <p className="text-sm text-slate-700">
        {now ? (
          <>
            A project reaches Contract Signed, and its upfront invoice is issued,{' '}
            <strong>when the team countersigns</strong>.
          </>
        ) : (
          <>
            A project reaches Contract Signed, and its upfront invoice is issued, <strong>when the client signs</strong>
            .
          </>
        )}
      </p>
      {form.answer?.ok && (
        <p role="status" className="text-sm text-green-800">
          {form.answer.message}
        </p>
      )}
      {canChange && !form.answer?.ok && (
        <form {...form.props}>
          <input type="hidden" name="required" value={required ? 'false' : 'true'} />
          {form.formError && <ErrorBox>{form.formError}</ErrorBox>}
          <Button type="submit" variant="secondary" disabled={form.pending}>
            {required ? 'Contract Signed When the Client Signs' : 'Require Countersignature for Contract Signed'}
          </Button>
        </form>
      )}
    </div>
  );
}
