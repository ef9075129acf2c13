import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { ErrorBoundary } from './error-boundary.tsx';

let fail = true;
function Flaky() {
  if (fail) throw new Error('boom');
  return <p>Recovered</p>;
}

function Harness() {
  const [resets, setResets] = useState(0);
  return (
    <ErrorBoundary
      onReset={() => {
        fail = false;
        setResets(resets + 1);
      }}
    >
      <Flaky />
    </ErrorBoundary>
  );
}

describe('ErrorBoundary', () => {
  it("shows 'Something went wrong' and 'Try again' renders the children again", async () => {
    // React and the boundary report the error; that is expected here.
    vi.mocked(console.error).mockImplementation(() => {});
    const user = userEvent.setup();
    await renderWithApp(<Harness />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Recovered')).toBeTruthy();
  });
});
