import { zodResolver } from '@hookform/resolvers/zod';
import { applyServerError, errorText } from '@storefront/client/server-errors';
import type { StaffRole } from '@storefront/contracts/staff';
import { useForm } from 'react-hook-form';
import type { AdminKey } from '../../i18n/en.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { SelectField, TextField } from '../../shared/ui/field.tsx';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { primaryButtonClass, secondaryButtonClass } from '../../shared/ui/styles.ts';
import { useAddStaff } from './api/add-staff.ts';
import { roleLabel } from './role-label.ts';
import { addStaffFormSchema, type AddStaffForm as Values } from './staff-schema.ts';

const FIELDS = ['email', 'displayName', 'password', 'roleId'] as const;

export function AddStaffForm({ roles, onDone }: { roles: StaffRole[]; onDone: () => void }) {
  const { t, lang } = useI18n();
  const add = useAddStaff();
  const form = useForm<Values>({
    resolver: zodResolver(addStaffFormSchema),
    defaultValues: { email: '', displayName: '', password: '', roleId: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const message = (name: (typeof FIELDS)[number]) =>
    errorText(errors[name], (key) => t(key as AdminKey));

  const submit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      form.reset();
      onDone();
    } catch (error) {
      applyServerError(error, form.setError, FIELDS, {
        offline: t('common.offline'),
        generic: t('common.failed'),
      });
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="add-staff-title"
      className="space-y-3 border-b border-neutral-200 p-4"
    >
      <h2 id="add-staff-title" className="font-semibold">
        {t('staff.addTitle')}
      </h2>
      <FormAlert message={errors.root?.server?.message} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('staff.email')}
          type="email"
          dir="ltr"
          autoComplete="off"
          error={message('email')}
          {...form.register('email')}
        />
        <TextField
          label={t('staff.name')}
          autoComplete="off"
          error={message('displayName')}
          {...form.register('displayName')}
        />
        <TextField
          label={t('staff.password')}
          type="password"
          autoComplete="new-password"
          hint={t('staff.passwordHint')}
          error={message('password')}
          {...form.register('password')}
        />
        <SelectField label={t('staff.role')} error={message('roleId')} {...form.register('roleId')}>
          <option value="">{t('staff.chooseRole')}</option>
          {roles.map((role) => (
            <option key={role.id} value={role.id}>
              {roleLabel(role, lang)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="flex gap-2">
        <button type="submit" className={primaryButtonClass} disabled={isSubmitting}>
          {t('staff.add')}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onDone}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
