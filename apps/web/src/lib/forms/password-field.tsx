import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field.tsx';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endSlot'> {
  /** Accessible names of the visibility toggle, translated. */
  showLabel: string;
  hideLabel: string;
}

/** A password input with a show/hide toggle (a pressed-state button, so its state is announced). */
export function PasswordField({ showLabel, hideLabel, ...field }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <TextField
      {...field}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="off"
      endSlot={
        <button
          type="button"
          aria-pressed={visible}
          aria-label={visible ? hideLabel : showLabel}
          onClick={() => setVisible((v) => !v)}
          className="inline-flex size-9 items-center justify-center rounded-lg text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900"
        >
          <Icon aria-hidden className="size-5" />
        </button>
      }
    />
  );
}
