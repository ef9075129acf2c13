import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch.ts';
import { expectFieldError, expectFieldValid } from '../../test/fields.ts';
import { renderWithApp } from '../../test/render.tsx';
import ContactUsPage from './contact-us.tsx';

const field = (name: string | RegExp) => screen.getByLabelText(name);

/** Types into the fields named by their labels' start (optional ones say so after the name). */
async function fillIn(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.type(field(new RegExp(`^${label}`)), value);
  }
}

describe('/contact-us', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.title = '';
  });

  it('checks the fields as they are filled in, with the contract rules', async () => {
    const user = userEvent.setup();
    const calls = mockFetch(() => json({}, 201));
    await renderWithApp(<ContactUsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeTruthy();

    await user.type(field('Email'), 'not-an-email');
    await user.tab();
    expectFieldError(field('Email'), 'Enter a valid email address.');
    await user.clear(field('Email'));
    await user.type(field('Email'), 'sara@example.com');
    expectFieldValid(field('Email'));

    await user.type(field('Message'), 'Too short');
    await user.tab();
    expectFieldError(field('Message'), 'Write at least 10 characters.');
    await user.type(field('Message'), ', but now it is long enough.');
    expectFieldValid(field('Message'));

    // Submitting with the name missing says so, and sends nothing.
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expectFieldError(field('Name'), 'This field is required.');
    expect(calls).toHaveLength(0);
  });

  it('sends the message and confirms where the answer goes', async () => {
    const user = userEvent.setup();
    const calls = mockFetch(() => json({ received: true }, 201));
    await renderWithApp(<ContactUsPage />);

    await fillIn(user, {
      Name: 'Sara',
      Email: ' sara@example.com ',
      Subject: 'My order',
      Message: 'Where is my order 1042, please?',
    });
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Message sent' })).toBeTruthy();
    expect(
      screen.getByText('Thank you — we will reply to \u2068sara@example.com\u2069'),
    ).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/stores/self/contact-us',
      body: {
        name: 'Sara',
        email: 'sara@example.com',
        subject: 'My order',
        message: 'Where is my order 1042, please?',
      },
    });
    expect(calls[0]?.body).not.toHaveProperty('phone');

    // Another message keeps who is writing.
    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(field('Name')).toHaveProperty('value', 'Sara');
    expect(field('Message')).toHaveProperty('value', '');
  });

  it("puts the server's field errors on the fields and a rate limit on the form", async () => {
    const user = userEvent.setup();
    let answer = json(
      {
        error: {
          code: 'validation_failed',
          message: 'Invalid request.',
          fields: { 'body.phone': 'Enter a valid phone number.' },
        },
      },
      400,
    );
    mockFetch(() => answer);
    await renderWithApp(<ContactUsPage />);
    await fillIn(user, {
      Name: 'Sara',
      Email: 'sara@example.com',
      Phone: '12',
      Message: 'A message long enough.',
    });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expectFieldError(field(/^Phone/), 'Enter a valid phone number.'));

    answer = json(
      {
        error: { code: 'rate_limited', message: 'Too many requests. Wait a moment and try again.' },
      },
      429,
    );
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too many requests. Wait a moment and try again.',
    );
    expect(screen.queryByRole('heading', { name: 'Message sent' })).toBeNull();
  });
});
