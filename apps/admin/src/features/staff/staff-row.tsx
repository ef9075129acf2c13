import { isApiError } from '@storefront/client/api-error';
import type { StaffMember, StaffRole } from '@storefront/contracts/staff';
import { useI18n } from '../../i18n/i18n-context.tsx';
import {
  dangerButtonClass,
  inputClass,
  secondaryButtonClass,
  tdClass,
} from '../../shared/ui/styles.ts';
import { useUpdateStaff } from './api/update-staff.ts';
import { roleLabel } from './role-label.ts';

/** One staff member: role as a select (changed at once), active state, (de)activate. */
export function StaffRow({
  member,
  roles,
  isSelf,
}: {
  member: StaffMember;
  roles: StaffRole[];
  isSelf: boolean;
}) {
  const { t, lang } = useI18n();
  const update = useUpdateStaff();
  const error = update.error;
  const refusal = isApiError(error) ? error.message : error ? t('common.failed') : null;
  const cell = `${tdClass} block sm:table-cell`;
  return (
    <tr className="block border-b border-neutral-200 py-2 sm:table-row sm:py-0">
      <td className={cell}>
        <span className="font-medium">{member.displayName}</span>
        {isSelf && <span className="ms-2 text-xs text-neutral-600">({t('staff.you')})</span>}
        <bdi dir="ltr" className="block text-xs text-neutral-600">
          {member.email}
        </bdi>
      </td>
      <td className={cell}>
        <label className="sr-only" htmlFor={`role-${member.id}`}>
          {t('staff.roleOf', { name: member.displayName })}
        </label>
        <select
          id={`role-${member.id}`}
          className={`${inputClass} max-w-48`}
          value={member.roleId}
          disabled={update.isPending}
          onChange={(event) =>
            update.mutate({ id: member.id, body: { roleId: event.target.value } })
          }
        >
          {roles.map((role) => (
            <option key={role.id} value={role.id}>
              {roleLabel(role, lang)}
            </option>
          ))}
        </select>
        {refusal && (
          <p role="alert" className="mt-1 text-xs font-medium text-red-700">
            {refusal}
          </p>
        )}
      </td>
      <td className={cell}>
        <span
          className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${
            member.active ? 'bg-green-100 text-green-800' : 'bg-neutral-200 text-neutral-700'
          }`}
        >
          {member.active ? t('staff.active') : t('staff.inactive')}
        </span>
      </td>
      <td className={`${cell} sm:text-end`}>
        <button
          type="button"
          disabled={update.isPending}
          className={member.active ? dangerButtonClass : secondaryButtonClass}
          onClick={() => update.mutate({ id: member.id, body: { active: !member.active } })}
        >
          {member.active
            ? t('staff.deactivate', { name: member.displayName })
            : t('staff.reactivate', { name: member.displayName })}
        </button>
      </td>
    </tr>
  );
}
