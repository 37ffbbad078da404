import { canPublish, canRequestApproval, type PublicationState, type ShowcaseKind } from '@/lib/showcase/states';
import { ShowcaseButton } from './showcase-button';

/** The team's buttons for where an item stands: ask the client, publish, or unpublish. */
export function ShowcaseItemControls({
  kind,
  id,
  state,
  name,
}: {
  kind: ShowcaseKind;
  id: string;
  state: PublicationState;
  /** What the buttons act on, for screen readers. */
  name: string;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {canRequestApproval(state) && (
        <ShowcaseButton
          operation="request"
          kind={kind}
          id={id}
          label={`Ask the Client to Approve${state === 'draft' ? '' : ' Again'}`}
          ariaLabel={`Ask the client to approve ${name}`}
        />
      )}
      {canPublish(state) && (
        <ShowcaseButton operation="publish" kind={kind} id={id} label="Publish" ariaLabel={`Publish ${name}`} />
      )}
      {state === 'published' && (
        <ShowcaseButton
          operation="unpublish"
          kind={kind}
          id={id}
          label="Unpublish"
          variant="secondary"
          ariaLabel={`Unpublish ${name}`}
        />
      )}
    </div>
  );
}
