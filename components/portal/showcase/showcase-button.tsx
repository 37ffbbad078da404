'use client';

import { useActionForm } from '@/components/forms/use-action-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { requestShowcaseApproval, setShowcasePublished, withdrawShowcaseConsent } from '@/lib/showcase/actions';
import { setPublishedSchema, SHOWCASE_ACTION_FAILED, showcaseItemSchema } from '@/lib/showcase/schema';
import type { ShowcaseKind } from '@/lib/showcase/states';

const ACTIONS = {
  request: { action: requestShowcaseApproval, schema: showcaseItemSchema },
  publish: { action: setShowcasePublished, schema: setPublishedSchema },
  unpublish: { action: setShowcasePublished, schema: setPublishedSchema },
  withdraw: { action: withdrawShowcaseConsent, schema: showcaseItemSchema },
} as const;

export type ShowcaseOperation = keyof typeof ACTIONS;

/**
 * One button that acts on a case study or testimonial: ask the client, publish, unpublish
 * (the team) or withdraw consent (the client). A posted form, so it works without JavaScript.
 */
export function ShowcaseButton({
  operation,
  kind,
  id,
  label,
  ariaLabel,
  variant,
}: {
  operation: ShowcaseOperation;
  kind: ShowcaseKind;
  id: string;
  label: string;
  /** The button's name when `label` alone does not say what it acts on. */
  ariaLabel?: string;
  variant?: 'primary' | 'secondary' | 'danger';
}) {
  const { action, schema } = ACTIONS[operation];
  const form = useActionForm({
    action,
    schema,
    failed: SHOWCASE_ACTION_FAILED,
  });
  return (
    <form {...form.props} className="inline-flex flex-col gap-2">
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      {(operation === 'publish' || operation === 'unpublish') && (
        <input type="hidden" name="publish" value={operation} />
      )}
      <Button type="submit" variant={variant} disabled={form.pending} aria-label={ariaLabel}>
        {label}
      </Button>
      <div aria-live="polite">{form.formError && <ErrorBox>{form.formError}</ErrorBox>}</div>
    </form>
  );
}
