// The portal and the deprecated app host are private: nothing there is to be indexed.
export const dynamic = 'force-static';

export function GET() {
  return new Response('User-agent: *\nDisallow: /\n', { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
