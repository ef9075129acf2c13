import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { descriptionOf } from '../../../test/fields.ts';
import { renderWithApp } from '../../../test/render.tsx';
import {
  AccountPasswordField,
  DisplayNameField,
  EmailField,
  PhoneField,
} from './account-fields.tsx';

interface Values {
  displayName: string;
  email: string;
  phone: string;
  password: string;
}

function Fields({ onValid }: { onValid: (values: Values) => void }) {
  const { register, handleSubmit } = useForm<Values>({
    defaultValues: { displayName: '', email: '', phone: '', password: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <DisplayNameField {...register('displayName')} />
      <EmailField error="Enter an email" {...register('email', { required: true })} />
      <PhoneField {...register('phone')} />
      <AccountPasswordField
        label="Password"
        autoComplete="current-password"
        {...register('password')}
      />
      <button type="submit">Send</button>
    </form>
  );
}

describe('account fields', () => {
  it('render the labels, types and autocomplete values the forms had', async () => {
    await renderWithApp(<Fields onValid={() => {}} />);

    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('autocomplete')).toBe('name');

    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('type')).toBe('email');
    expect(email.getAttribute('inputmode')).toBe('email');
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(email.getAttribute('dir')).toBe('ltr');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(email)).toBe('Enter an email');

    const phone = screen.getByLabelText(/Phone number/);
    expect(phone.getAttribute('type')).toBe('tel');
    expect(phone.getAttribute('autocomplete')).toBe('tel');
    expect(phone.getAttribute('dir')).toBe('ltr');
    expect(descriptionOf(phone)).toContain('Kuwait');

    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeTruthy();
  });

  it('lets an autoComplete override win', async () => {
    await renderWithApp(<EmailField autoComplete="username" />);
    expect(screen.getByLabelText('Email').getAttribute('autocomplete')).toBe('username');
  });

  it("pass register()'s ref through: the first invalid field is focused, values are read", async () => {
    const submitted: Values[] = [];
    await renderWithApp(<Fields onValid={(values) => submitted.push(values)} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(submitted).toHaveLength(0);

    await user.type(screen.getByLabelText('Name'), 'Sara');
    await user.type(screen.getByLabelText('Email'), 'sara@example.com');
    await user.type(screen.getByLabelText(/Phone number/), '5000 1234');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(submitted).toEqual([
      { displayName: 'Sara', email: 'sara@example.com', phone: '5000 1234', password: 'secret' },
    ]);
  });
});
