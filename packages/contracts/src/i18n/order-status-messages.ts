import { plural } from './plural.ts';
import type { Message } from './messages.ts';

/** What the server says of the store's custom order statuses; part of `serverMessages`. */
export const orderStatusMessages = {
  'orderStatus.created': { ar: 'تمت إضافة الحالة', en: 'Status added' },
  /** A move (one order's or a bulk one) to where the order already is, built-in status or stage. */
  'order.alreadyIn': { ar: 'الطلب في «{to}» أصلًا', en: 'The order is already in "{to}"' },
  'orderStatus.updated': { ar: 'تم حفظ الحالة', en: 'Status saved' },
  'orderStatus.deleted': {
    ar: (p) =>
      plural('ar', Number(p.count ?? 0), {
        zero: 'تم حذف الحالة',
        one: 'تم حذف الحالة، وعاد طلب واحد إلى «{base}»',
        two: 'تم حذف الحالة، وعاد طلبان إلى «{base}»',
        few: 'تم حذف الحالة، وعادت {count} طلبات إلى «{base}»',
        many: 'تم حذف الحالة، وعاد {count} طلبًا إلى «{base}»',
        other: 'تم حذف الحالة، وعاد {count} طلب إلى «{base}»',
      }).replaceAll('{base}', String(p.base ?? '')),
    // English has no zero form: no order moved back says nothing of them.
    en: (p) =>
      Number(p.count ?? 0) === 0
        ? 'Status deleted'
        : plural('en', Number(p.count), {
            one: 'Status deleted; 1 order went back to "{base}"',
            other: 'Status deleted; {count} orders went back to "{base}"',
          }).replaceAll('{base}', String(p.base ?? '')),
  },
  'orderStatus.nameTaken': {
    ar: 'لديك حالة بهذا الاسم، اختر اسمًا آخر',
    en: 'You already have a status with this name; choose another name',
  },
  'orderStatus.baseInUse': {
    ar: (p) =>
      plural('ar', Number(p.count ?? 0), {
        one: 'في هذه الحالة طلب واحد، فلا يتغير ما تتبعه حتى يُنقل منها',
        two: 'في هذه الحالة طلبان، فلا يتغير ما تتبعه حتى يُنقلا منها',
        few: 'في هذه الحالة {count} طلبات، فلا يتغير ما تتبعه حتى تُنقل منها',
        many: 'في هذه الحالة {count} طلبًا، فلا يتغير ما تتبعه حتى تُنقل منها',
        other: 'في هذه الحالة {count} طلب، فلا يتغير ما تتبعه حتى تُنقل منها',
      }),
    en: (p) =>
      plural('en', Number(p.count ?? 0), {
        one: '1 order is in this status, so the status it follows cannot change until it moves out',
        other: '{count} orders are in this status, so the status it follows cannot change until they move out',
      }),
  },
  'orderStatus.tooMany': {
    ar: (p) =>
      plural('ar', Number(p.max ?? 0), {
        zero: 'لا يمكن إضافة حالات',
        one: 'يمكنك إضافة حالة واحدة فقط',
        two: 'يمكنك إضافة حالتين فقط، احذف إحداهما أولاً',
        few: 'يمكنك إضافة {count} حالات فقط، احذف إحداها أولاً',
        many: 'يمكنك إضافة {count} حالة فقط، احذف إحداها أولاً',
        other: 'يمكنك إضافة {count} حالة فقط، احذف إحداها أولاً',
      }),
    en: 'You can add at most {max} statuses; delete one first',
  },
} satisfies Record<string, Message>;
