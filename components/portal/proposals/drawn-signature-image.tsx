import { DRAWN_HEIGHT, DRAWN_WIDTH, drawnPath, storedDrawing } from '@/lib/proposals/drawn-signature';

/** A stored drawn signature as a small inline SVG (nothing when there is none). */
export function DrawnSignatureImage({ drawing, label }: { drawing: unknown; label: string }) {
  const strokes = storedDrawing(drawing);
  if (!strokes) return null;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${DRAWN_WIDTH} ${DRAWN_HEIGHT}`}
      className="mt-2 h-16 w-48 rounded border border-slate-200 bg-white text-slate-900"
    >
      <path
        d={drawnPath(strokes)}
        fill="none"
        stroke="currentColor"
        strokeWidth={4}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
