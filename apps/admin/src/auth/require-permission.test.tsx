import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aStaffMember, renderAt } from '../test/render.tsx';
import { Can, RequirePermission } from './require-permission.tsx';

describe('the permission gate', () => {
  it('shows the page to a staff member with the permission', () => {
    renderAt(
      <RequirePermission permission="staff.manage">
        <h1>Staff list</h1>
      </RequirePermission>,
      { staff: aStaffMember(['catalogue.read', 'staff.manage']) },
    );
    expect(screen.getByRole('heading', { name: 'Staff list' })).toBeTruthy();
  });

  it('shows "not allowed", the permission needed and a link home to one without it', () => {
    renderAt(
      <RequirePermission permission="staff.manage">
        <h1>Staff list</h1>
      </RequirePermission>,
      { staff: aStaffMember(['catalogue.read', 'catalogue.write']) },
    );
    expect(screen.queryByRole('heading', { name: 'Staff list' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Not allowed' })).toBeTruthy();
    expect(screen.getByText("You don't have permission to see this page.")).toBeTruthy();
    expect(screen.getByText('staff.manage')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Back to the back office home' }).getAttribute('href'),
    ).toBe('/');
  });

  it('says it in Arabic too', () => {
    renderAt(
      <RequirePermission permission="audit.read">
        <p>log</p>
      </RequirePermission>,
      { staff: aStaffMember(['catalogue.read']), lang: 'ar' },
    );
    expect(screen.getByText('ليست لديك صلاحية لعرض هذه الصفحة.')).toBeTruthy();
  });

  it('does not draw a write action without the write permission', () => {
    const save = (
      <Can permission="catalogue.write">
        <button type="button">Save</button>
      </Can>
    );
    const { unmount } = renderAt(save, { staff: aStaffMember(['catalogue.read']) });
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    unmount();
    renderAt(save, { staff: aStaffMember(['catalogue.read', 'catalogue.write']) });
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});
