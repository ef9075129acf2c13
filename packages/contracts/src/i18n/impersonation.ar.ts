import type { impersonationEn } from './impersonation.en.ts';

export const impersonationAr: Record<keyof typeof impersonationEn, string> = {
  'impersonation.impersonatedAs': 'تتصفح باسم',
  'impersonation.finish': 'إنهاء الجلسة',
  'impersonation.finished': 'انتهت الجلسة',
  'impersonation.endedByLeaving':
    'انتهى التصفح باسم العميل عند مغادرة الصفحة أو إعادة تحميلها. أنت تتصفح باسمك الآن.',
  'impersonation.backToStaff': 'التصفح باسم عميل آخر',

  'impersonation.banner.label': 'انتحال هوية عميل',
  'impersonation.banner.unnamed': 'عميل',
  'impersonation.finishFailed': 'تعذّر إنهاء الجلسة. تحقّق من اتصالك وحاول مرة أخرى.',

  'impersonation.menuLink': 'التصفح باسم عميل',

  'impersonation.staff.title': 'التصفح باسم عميل',
  'impersonation.staff.intro':
    'ابحث عن عميل، ثم شاهد المتجر كما يراه: سلته وقائمة أمنياته وطلباته وحسابه. يُسجَّل كل ما تفعله باسم حسابك كموظف.',
  'impersonation.staff.searchLabel': 'ابحث عن عميل',
  'impersonation.staff.searchHint': 'ابحث بالاسم أو البريد الإلكتروني.',
  'impersonation.staff.results': 'عدد العملاء: {{count}}',
  'impersonation.staff.noResults': 'لا يوجد عميل يطابق بحثك.',
  'impersonation.staff.searching': 'جارٍ البحث…',
  'impersonation.staff.notAllowed': 'دورك لا يسمح بالتصفح كعميل. يمكن لمالك المتجر تغيير ذلك.',
  'impersonation.staff.loadFailed': 'تعذّر تحميل العملاء.',
  'impersonation.staff.unnamed': 'بلا اسم',
  'impersonation.staff.browseAs': 'التصفح باسم {{name}}',
  'impersonation.staff.starting': 'جارٍ البدء…',
  'impersonation.staff.startFailed': 'تعذّر بدء الجلسة. حاول مرة أخرى.',
  'impersonation.staff.onlyStaff': 'هذه الصفحة مخصّصة للموظفين',
  'impersonation.staff.onlyStaffBody': 'سجّل الدخول بحساب موظف لتتصفح المتجر باسم أحد العملاء.',
  'impersonation.staff.signIn': 'تسجيل الدخول كموظف',
  'impersonation.staff.busy': 'أنت تتصفح الآن باسم عميل. أنهِ تلك الجلسة قبل اختيار عميل آخر.',
};
