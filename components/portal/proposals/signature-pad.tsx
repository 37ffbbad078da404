'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type SignaturePad from 'signature_pad';
import { Button } from '@/components/ui/button';
import { scaleStrokes } from '@/lib/proposals/drawn-signature';

const noSubscription = () => () => {};

/**
 * The optional drawn signature: a canvas pad (signature_pad) whose strokes go into the hidden
 * box `name` as JSON, scaled into the fixed box of lib/proposals/drawn-signature.ts. Rendered
 * only once the page's scripts run: before hydration and without JavaScript it is simply
 * absent, and the typed name signs alone.
 */
export function SignaturePadField({ name, id, error }: { name: string; id: string; error?: string }) {
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!scripted) return null;
  return <Pad name={name} id={id} error={error} />;
}

function Pad({ name, id, error }: { name: string; id: string; error?: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  // The strokes as posted (a controlled hidden box: React would put an uncontrolled one back
  // to its default on the next render).
  const [strokes, setStrokes] = useState('');

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let cancelled = false;
    let width = 0;
    const record = () => {
      const current = pad.current;
      setStrokes(
        !current || current.isEmpty()
          ? ''
          : JSON.stringify(scaleStrokes(current.toData(), element.clientWidth, element.clientHeight)),
      );
    };
    // The canvas is drawn at the screen's pixel density; a change of width (a turned phone)
    // starts the drawing again, since its strokes no longer fit.
    const fit = () => {
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      element.width = element.clientWidth * ratio;
      element.height = element.clientHeight * ratio;
      element.getContext('2d')?.scale(ratio, ratio);
      pad.current?.clear();
      record();
    };
    void import('signature_pad').then(({ default: Pad }) => {
      if (cancelled) return;
      // The pen takes the canvas's text colour, so it shows on the dark theme's surface too.
      pad.current = new Pad(element, {
        penColor: getComputedStyle(element).color,
        backgroundColor: 'rgba(0,0,0,0)',
      });
      pad.current.addEventListener('endStroke', record);
      fit();
    });
    window.addEventListener('resize', fit);
    return () => {
      cancelled = true;
      window.removeEventListener('resize', fit);
      pad.current?.off();
      pad.current = null;
    };
  }, []);

  const clear = () => {
    pad.current?.clear();
    setStrokes('');
  };

  const helpId = `${id}-help`;
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="space-y-2">
      <p id={`${id}-label`} className="text-sm font-medium text-slate-800">
        Draw your signature (optional)
      </p>
      <input type="hidden" name={name} value={strokes} />
      <canvas
        ref={canvas}
        id={id}
        role="img"
        aria-label="Signature pad: draw with a mouse, finger or pen"
        aria-describedby={helpId}
        className="block aspect-[3/1] w-full max-w-xl touch-none rounded-md border border-slate-300 bg-white text-slate-900"
      />
      <p id={helpId} className="text-sm text-slate-600">
        Your typed name is your signature; a drawing is added to the signature certificate.
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="button" variant="secondary" onClick={clear} disabled={strokes === ''}>
        Clear drawing
      </Button>
    </div>
  );
}
