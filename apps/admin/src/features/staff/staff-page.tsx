import { type ReactNode, useState } from 'react';
import { useStaff } from '../../auth/staff-context.tsx';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { LoadFailed, Loading } from '../../shared/ui/query-status.tsx';
import { cardClass, primaryButtonClass, thClass } from '../../shared/ui/styles.ts';
import { AddStaffForm } from './add-staff-form.tsx';
import { useStaffMembers } from './api/list-staff.ts';
import { useStaffRoles } from './api/list-staff-roles.ts';
import { StaffRow } from './staff-row.tsx';

/** /admin/staff (staff.manage): who works in the back office, their roles, who is active. */
export default function StaffPage() {
  const { t } = useI18n();
  const me = useStaff();
  const members = useStaffMembers();
  const roles = useStaffRoles();
  const [adding, setAdding] = useState(false);

  const failed = members.error ?? roles.error;
  let body: ReactNode;
  if (failed) {
    body = (
      <LoadFailed
        error={failed}
        permission="staff.manage"
        retry={() => {
          void members.refetch();
          void roles.refetch();
        }}
      />
    );
  } else if (!members.data || !roles.data) body = <Loading />;
  else {
    body = (
      <div className={cardClass}>
        {adding && <AddStaffForm roles={roles.data} onDone={() => setAdding(false)} />}
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{t('staff.title')}</caption>
          <thead className="hidden sm:table-header-group">
            <tr>
              <th scope="col" className={thClass}>
                {t('staff.member')}
              </th>
              <th scope="col" className={thClass}>
                {t('staff.role')}
              </th>
              <th scope="col" className={thClass}>
                {t('staff.status')}
              </th>
              <th scope="col" className={thClass}>
                <span className="sr-only">{t('common.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="block sm:table-row-group">
            {members.data.map((member) => (
              <StaffRow
                key={member.id}
                member={member}
                roles={roles.data}
                isSelf={member.id === me.id}
              />
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <>
      <PageHeader
        title={t('staff.title')}
        actions={
          !adding && (
            <button type="button" className={primaryButtonClass} onClick={() => setAdding(true)}>
              {t('staff.add')}
            </button>
          )
        }
      />
      {body}
    </>
  );
}
