import '@/lib/zod-csp';
import { z } from 'zod';

// The optional drawn signature of a proposal's signer (and of the team's countersigner): the
// strokes of the pad as lists of points in a fixed box, whatever the size of the canvas it was
// drawn on. Kept as numbers, not as an image: the server checks every value with this schema
// (no image decoder ever reads a visitor's bytes), the record stays small, and the PDF draws
// the same lines at any size. The typed name remains the signature that is required; the pad
// only exists where JavaScript runs.

/** The box every drawing is scaled into (a 3:1 strip, like the pad). */
export const DRAWN_WIDTH = 600;
export const DRAWN_HEIGHT = 200;
const MAX_STROKES = 60;
const MAX_POINTS_PER_STROKE = 1000;
const MAX_POINTS = 6000;

/** Strokes, each a list of [x, y] points inside DRAWN_WIDTH × DRAWN_HEIGHT. */
export type DrawnSignature = [number, number][][];

export const DRAWN_INVALID = 'The drawn signature could not be read. Please clear it and draw again.';

const point = z.tuple([z.number().int().min(0).max(DRAWN_WIDTH), z.number().int().min(0).max(DRAWN_HEIGHT)]);
const strokes = z
  .array(z.array(point).min(1).max(MAX_POINTS_PER_STROKE))
  .min(1)
  .max(MAX_STROKES)
  .refine((list) => list.reduce((n, stroke) => n + stroke.length, 0) <= MAX_POINTS);

/**
 * The posted box: empty (no drawing) is null; otherwise the JSON of the strokes, refused
 * unless every point is in the box.
 */
export const drawnSignatureField = z
  .string()
  .max(100_000, DRAWN_INVALID)
  .nullish()
  .transform((value, ctx): DrawnSignature | null => {
    if (!value || !value.trim()) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: DRAWN_INVALID });
      return z.NEVER;
    }
    const checked = strokes.safeParse(parsed);
    if (!checked.success) {
      ctx.addIssue({ code: 'custom', message: DRAWN_INVALID });
      return z.NEVER;
    }
    return checked.data;
  });

/** A stored value read back (from the database's jsonb): the strokes, or null if not a drawing. */
export function storedDrawing(value: unknown): DrawnSignature | null {
  const checked = strokes.safeParse(value);
  return checked.success ? checked.data : null;
}

/** The pad's strokes (in canvas pixels) scaled into the fixed box and rounded. */
export function scaleStrokes(
  groups: readonly { points: readonly { x: number; y: number }[] }[],
  width: number,
  height: number,
): DrawnSignature {
  const clamp = (value: number, max: number) => Math.min(max, Math.max(0, Math.round(value)));
  return groups
    .filter((group) => group.points.length > 0)
    .slice(0, MAX_STROKES)
    .map((group) =>
      group.points
        .slice(0, MAX_POINTS_PER_STROKE)
        .map(
          (p) =>
            [
              clamp((p.x / (width || 1)) * DRAWN_WIDTH, DRAWN_WIDTH),
              clamp((p.y / (height || 1)) * DRAWN_HEIGHT, DRAWN_HEIGHT),
            ] as [number, number],
        ),
    );
}

/** The strokes as an SVG path (for the web page's copy of the signature). */
export function drawnPath(drawing: DrawnSignature): string {
  return drawing
    .map((stroke) =>
      stroke.length === 1
        ? `M${stroke[0][0]} ${stroke[0][1]}h0.1`
        : stroke.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x} ${y}`).join(''),
    )
    .join('');
}
