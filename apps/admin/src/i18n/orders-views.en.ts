/**
 * The orders list's place filters, returns view and saved views (issue 26), English; spread
 * into en.ts.
 */
export const ordersViewsEn = {
  'orders.view.returns': 'Returns waiting',
  'orders.governorate': 'Governorate',
  'orders.area': 'Area',
  'orders.areaHint': 'Choose a governorate first.',
  'orders.saveView': 'Save as view',
  'orders.saveView.title': 'Save the filters applied now as a view',
  'orders.saveView.name': 'View name',
  'orders.saveView.hint': 'Kept in this browser, for you alone.',
  'orders.saveView.submit': 'Save view',
  'orders.saveView.saved': 'View “{{name}}” saved.',
  'orders.saveView.nameRequired': 'Enter a name for the view.',
  'orders.saveView.nameTooLong': 'Use at most {{count}} characters.',
  'orders.saveView.full': 'You have {{count}} views: remove one first.',
  'orders.removeView': 'Remove the view {{name}}',
  'orders.viewRemoved': 'View “{{name}}” removed.',
} as const;
