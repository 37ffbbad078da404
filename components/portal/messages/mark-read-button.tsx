import { buttonClass } from '@/components/ui/button';
import { markMessagesReadForm } from '@/lib/messages/actions';

/** "Mark as read": a plain form post, so it works without JavaScript too. */
export function MarkReadButton({ projectId, upTo }: { projectId: string; upTo: string }) {
  return (
    <form action={markMessagesReadForm}>
      <input type="hidden" name="projectId" value={projectId} />
      <input type="hidden" name="upTo" value={upTo} />
      <button type="submit" className={buttonClass('secondary', 'px-3 py-1.5')}>
        Mark as read
      </button>
    </form>
  );
}
