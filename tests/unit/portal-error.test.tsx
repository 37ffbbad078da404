// @vitest-environment jsdom
// The portal's error boundary: a database outage says so ("nothing was lost") and
// its button fetches the page again; any other failure gets the generic words.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PortalError from '@/app/(portal)/portal/error';
import { OUTAGE } from '@/content/outage';
import { DatabaseUnavailableError } from '@/lib/db/errors';

afterEach(cleanup);

describe('portal error boundary', () => {
  it('says a database outage is temporary and nothing was lost; Try again fetches the page again', () => {
    const retry = vi.fn();
    // As it reaches the browser: only the digest survives serialization.
    const error = Object.assign(new Error(''), {
      digest: new DatabaseUnavailableError(new Error('ECONNREFUSED')).digest,
    });
    render(<PortalError error={error} retry={retry} />);
    expect(screen.getByRole('heading', { name: OUTAGE.title })).toBeTruthy();
    expect(screen.getByText(OUTAGE.lead)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: OUTAGE.retry }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('shows the generic message for any other failure', () => {
    render(<PortalError error={Object.assign(new Error(''), { digest: '12345' })} retry={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.queryByText(OUTAGE.lead)).toBeNull();
  });
});
