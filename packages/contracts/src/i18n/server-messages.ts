import { plural, type Language } from './plural.ts';
import { domainMessages } from './domain-messages.ts';
import { walletMessages } from './wallet-messages.ts';
import { zatcaMessages } from './zatca-messages.ts';
import { loadMessagingMessages, messagingMessages } from './messaging-messages.ts';
import { webhookMessages } from './webhook-messages.ts';
import { orderStatusMessages } from './order-status-messages.ts';
import { addMessages, seconds, translate, wordMessage, type Message, type MessageKey, type MessageParams } from './messages.ts';

/**
 * The sentences only the server says (successes and rule refusals of each module), in Arabic and
 * English. The web app reads them from the answer's `message`; it never imports this file.
 */
export const serverMessages = {
  // Accounts
  'auth.registered': {
    ar: 'تم إنشاء الحساب، أرسلنا رمز التحقق إلى بريدك',
    en: 'Account created; we sent a verification code to your e-mail',
  },
  'auth.codeSent': { ar: 'أرسلنا رمزًا جديدًا إلى بريدك', en: 'We sent a new code to your e-mail' },
  'auth.verified': { ar: 'تم تأكيد بريدك الإلكتروني', en: 'Your e-mail is confirmed' },
  'auth.loggedIn': { ar: 'تم تسجيل الدخول بنجاح', en: 'Logged in successfully' },
  'auth.loggedOut': { ar: 'تم تسجيل الخروج', en: 'Logged out' },
  'auth.refreshed': { ar: 'تم تجديد الجلسة', en: 'Session renewed' },
  'auth.emailTaken': { ar: 'هذا البريد الإلكتروني مسجل مسبقًا', en: 'This e-mail is already registered' },
  'auth.emailNotVerified': {
    ar: 'أكّد بريدك الإلكتروني أولاً، أرسلنا إليك رمز التحقق',
    en: 'Confirm your e-mail first; we sent you a verification code',
  },
  'auth.codeTooManyTries': { ar: 'تجاوزت عدد المحاولات، اطلب رمزًا جديدًا', en: 'Too many wrong codes; request a new code' },
  'auth.resendTooSoon': {
    ar: (p, l) => `يمكنك طلب رمز جديد بعد ${seconds(Number(p.retryAfter ?? 0), l)}`,
    en: (p, l) => `You can request a new code in ${seconds(Number(p.retryAfter ?? 0), l)}`,
  },
  'auth.alreadyVerified': {
    ar: 'هذا البريد مؤكد مسبقًا، يمكنك تسجيل الدخول',
    en: 'This e-mail is already confirmed; you can log in',
  },
  'auth.resetSent': {
    ar: 'إن كان البريد مسجلاً لدينا فقد أرسلنا إليه رمز إعادة التعيين',
    en: 'If this e-mail is registered, we sent it a reset code',
  },
  'auth.passwordReset': {
    ar: 'تم تغيير كلمة المرور، سجّل الدخول بكلمة المرور الجديدة',
    en: 'Password changed; log in with your new password',
  },
  'auth.passwordChanged': { ar: 'تم تغيير كلمة المرور', en: 'Password changed' },
  'auth.wrongCurrentPassword': { ar: 'كلمة المرور الحالية غير صحيحة', en: 'The current password is incorrect' },

  // Store style, settings, sender e-mail, profile and plans
  'storeConfig.saved': { ar: 'تم حفظ تنسيق المتجر', en: 'Store style saved' },
  'storeConfig.themeChanged': { ar: 'تم تغيير لون المتجر', en: 'Store colour changed' },

  'storeSettings.saved': { ar: 'تم حفظ إعدادات المتجر', en: 'Store settings saved' },

  'emailSender.saved': { ar: 'تم حفظ بيانات مرسل البريد', en: 'Sender e-mail details saved' },

  'profile.saved': { ar: 'تم حفظ الملف الشخصي', en: 'Profile saved' },

  'plan.changed': { ar: 'تم تغيير باقة المتجر', en: 'Store plan changed' },
  'plan.unchanged': { ar: 'متجرك على هذه الباقة بالفعل', en: 'Your store is already on this plan' },
  // The usage is always above the limit (at least 2), so the singular forms never show.
  'plan.productsAboveLimit': {
    ar: (p) =>
      plural('ar', Number(p.usage ?? 0), {
        two: 'لدى متجرك منتجان وهذه الباقة تسمح بـ {allowed} فقط: احذف بعضها أولاً',
        few: 'لدى متجرك {count} منتجات وهذه الباقة تسمح بـ {allowed} فقط: احذف بعضها أولاً',
        many: 'لدى متجرك {count} منتجًا وهذه الباقة تسمح بـ {allowed} فقط: احذف بعضها أولاً',
        other: 'لدى متجرك {count} منتج وهذه الباقة تسمح بـ {allowed} فقط: احذف بعضها أولاً',
      }).replaceAll('{allowed}', String(p.allowed)),
    en: 'Your store has {usage} products and this plan allows {allowed}: remove some first',
  },
  'plan.ordersAboveLimit': {
    ar: (p) =>
      plural('ar', Number(p.usage ?? 0), {
        few: 'استقبل متجرك {count} طلبات هذا الشهر وهذه الباقة تسمح بـ {allowed} فقط',
        many: 'استقبل متجرك {count} طلبًا هذا الشهر وهذه الباقة تسمح بـ {allowed} فقط',
        other: 'استقبل متجرك {count} طلب هذا الشهر وهذه الباقة تسمح بـ {allowed} فقط',
      }).replaceAll('{allowed}', String(p.allowed)),
    en: 'Your store took {usage} orders this month and this plan allows {allowed}',
  },

  // Store and onboarding
  'store.dataSaved': { ar: 'تم حفظ بيانات المتجر', en: 'Store details saved' },
  'store.categoriesSaved': { ar: 'تم حفظ تصنيفات متجرك', en: 'Your store categories are saved' },
  'store.domainAvailable': { ar: 'النطاق متاح', en: 'The domain is available' },
  'store.domainUnavailable': { ar: 'النطاق غير متاح', en: 'The domain is not available' },
  'store.domainSaved': { ar: 'تم حفظ نطاق متجرك', en: 'Your store domain is saved' },
  'store.domainTaken': {
    ar: 'هذا النطاق محجوز لمتجر آخر، اختر نطاقًا غيره',
    en: 'This domain belongs to another store; choose another one',
  },
  'store.domainReserved': {
    ar: 'هذا النطاق محجوز للمنصة، اختر نطاقًا غيره',
    en: 'This domain is reserved by the platform; choose another one',
  },
  'store.channelsSaved': { ar: 'تم حفظ قنوات خدمة العملاء', en: 'Customer-service channels saved' },

  'warehouse.created': { ar: 'تمت إضافة الفرع', en: 'Branch added' },
  'warehouse.updated': { ar: 'تم تحديث الفرع', en: 'Branch updated' },
  'warehouse.deleted': { ar: 'تم حذف الفرع', en: 'Branch deleted' },
  'warehouse.mainNotDeletable': {
    ar: 'لا يمكن حذف الفرع الرئيسي، اجعل فرعًا آخر رئيسيًا أولاً',
    en: 'The main branch cannot be deleted; make another branch main first',
  },
  'warehouse.mainRequired': {
    ar: 'يجب أن يبقى للمتجر فرع رئيسي، اجعل فرعًا آخر رئيسيًا بدلاً من إلغاء هذا',
    en: 'The store must keep a main branch; make another branch main instead',
  },
  'warehouse.holdsStock': {
    ar: 'لا يمكن حذف فرع فيه مخزون، انقل المخزون أو صفّره أولاً',
    en: 'A branch that holds stock cannot be deleted; move or clear its stock first',
  },

  // Catalogue: categories, brands, units
  'category.created': { ar: 'تمت إضافة التصنيف', en: 'Category added' },
  'category.updated': { ar: 'تم تحديث التصنيف', en: 'Category updated' },
  'category.deleted': { ar: 'تم حذف التصنيف', en: 'Category deleted' },
  'category.nameTaken': {
    ar: 'يوجد تصنيف بهذا الاسم في المستوى نفسه، اختر اسمًا آخر',
    en: 'A category with this name already exists at this level; choose another name',
  },
  'category.cycle': {
    ar: 'لا يمكن نقل التصنيف إلى داخل نفسه أو أحد تصنيفاته الفرعية',
    en: 'A category cannot move inside itself or one of its sub-categories',
  },
  'category.hasChildren': {
    ar: 'لا يمكن حذف تصنيف له تصنيفات فرعية، انقل التصنيفات الفرعية أو احذفها أولاً',
    en: 'A category with sub-categories cannot be deleted; move or delete its sub-categories first',
  },
  'category.hasProducts': {
    ar: 'لا يمكن حذف تصنيف فيه منتجات، انقل المنتجات إلى تصنيف آخر أو أزلها منه أولاً',
    en: 'A category that holds products cannot be deleted; move its products to another category first',
  },

  'brand.created': { ar: 'تمت إضافة العلامة التجارية', en: 'Brand added' },
  'brand.updated': { ar: 'تم تحديث العلامة التجارية', en: 'Brand updated' },
  'brand.deleted': { ar: 'تم حذف العلامة التجارية', en: 'Brand deleted' },
  'brand.nameTaken': {
    ar: 'توجد علامة تجارية بهذا الاسم في متجرك',
    en: 'Your store already has a brand with this name',
  },
  'brand.hasProducts': {
    ar: 'لا يمكن حذف علامة تجارية تستخدمها منتجات، غيّر علامة هذه المنتجات أولاً',
    en: 'A brand that products use cannot be deleted; change the brand of those products first',
  },

  'unit.created': { ar: 'تمت إضافة الوحدة', en: 'Unit added' },
  'unit.updated': { ar: 'تم تحديث الوحدة', en: 'Unit updated' },
  'unit.deleted': { ar: 'تم حذف الوحدة', en: 'Unit deleted' },
  'unit.nameTaken': { ar: 'توجد وحدة بهذا الاسم في متجرك', en: 'Your store already has a unit with this name' },
  'unit.hasProducts': {
    ar: 'لا يمكن حذف وحدة تستخدمها منتجات، غيّر وحدة هذه المنتجات أولاً',
    en: 'A unit that products use cannot be deleted; change the unit of those products first',
  },

  'product.bulkUpdated': { ar: 'تم حفظ تعديلات المنتجات', en: 'Product changes saved' },
  'stock.saved': {
    ar: (p) =>
      plural('ar', Number(p.count ?? 0), {
        zero: 'لم يتغير المخزون',
        one: 'تم حفظ المخزون: تغيير واحد',
        two: 'تم حفظ المخزون: تغييران',
        few: 'تم حفظ المخزون: {count} تغييرات',
        many: 'تم حفظ المخزون: {count} تغييرًا',
        other: 'تم حفظ المخزون: {count} تغيير',
      }),
    en: (p) => plural('en', Number(p.count ?? 0), { one: 'Stock saved: 1 change', other: 'Stock saved: {count} changes' }),
  },
  'stock.noChanges': { ar: 'لم تُحفظ التغييرات: لا توجد تغييرات لحفظها', en: 'Changes not saved: there are no changes to save' },

  'import.tooLarge': { ar: 'الملف أكبر من {max} ميغابايت', en: 'The file is larger than {max} MB' },
  'import.notASheet': {
    ar: 'الملف ليس CSV أو XLSX، اختر ملف منتجات صالحًا',
    en: 'This file is not a CSV or XLSX file; choose a product file',
  },
  'import.oneFile': { ar: 'أرسل ملفًا واحدًا في الحقل file', en: 'Send one file in the field "file"' },
  'import.unreadable': {
    ar: 'تعذرت قراءة الملف، تأكد أنه ملف CSV أو XLSX سليم',
    en: 'The file could not be read; check that it is a valid CSV or XLSX file',
  },
  'import.empty': { ar: 'الملف فارغ', en: 'The file is empty' },
  'import.tooManyRows': {
    ar: 'في الملف أكثر من {max} صف، قسّمه إلى ملفات أصغر',
    en: 'The file has more than {max} rows; split it into smaller files',
  },
  'import.hasErrors': {
    ar: (p) =>
      plural('ar', Number(p.count ?? 0), {
        zero: 'لم يُستورد شيء',
        one: 'لم يُستورد شيء: في الملف خطأ واحد',
        two: 'لم يُستورد شيء: في الملف خطآن',
        few: 'لم يُستورد شيء: في الملف {count} أخطاء',
        many: 'لم يُستورد شيء: في الملف {count} خطأً',
        other: 'لم يُستورد شيء: في الملف {count} خطأ',
      }),
    en: (p) =>
      plural('en', Number(p.count ?? 0), {
        one: 'Nothing was imported: the file has 1 error',
        other: 'Nothing was imported: the file has {count} errors',
      }),
  },
  'import.planLimit': {
    ar: 'لا يتسع حد باقتك ({limit} منتج) لمنتجات الملف الجديدة: لديك {usage} ويضيف الملف {adding}',
    en: "Your plan's limit ({limit} products) has no room for the file's new products: you have {usage} and the file adds {adding}",
  },
  'import.started': { ar: 'بدأ استيراد المنتجات', en: 'Product import started' },
  'import.failed': {
    ar: 'تعذر الاستيراد ولم يُحفظ شيء، حاول مرة أخرى',
    en: 'The import failed and nothing was saved; try again',
  },

  'product.created': { ar: 'تمت إضافة المنتج', en: 'Product added' },
  'product.updated': { ar: 'تم تحديث المنتج', en: 'Product updated' },
  'product.deleted': { ar: 'تم حذف المنتج', en: 'Product deleted' },
  'product.mediaSaved': { ar: 'تم حفظ صور المنتج', en: 'Product media saved' },
  'product.variantsSaved': { ar: 'تم حفظ خيارات المنتج وأنواعه', en: 'Product options and variants saved' },
  'product.advancedInfoSaved': { ar: 'تم حفظ المعلومات المتقدمة', en: 'Advanced info saved' },
  'product.skuTaken': {
    ar: 'رمز SKU مستخدم لمنتج آخر في متجرك، اختر رمزًا مختلفًا',
    en: 'Another product in your store uses this SKU; choose a different one',
  },
  'product.customUrlTaken': {
    ar: 'رابط المنتج المخصص مستخدم لمنتج آخر في متجرك',
    en: 'Another product in your store uses this custom link',
  },
  'product.planLimit': {
    ar: 'وصلت إلى حد باقتك من المنتجات ({limit})، رقِّ باقتك لإضافة المزيد',
    en: 'Your plan allows {limit} products and you have reached it; upgrade your plan to add more',
  },
  'product.noDomain': {
    ar: 'ليس لمتجرك نطاق بعد، اختر نطاق المتجر أولاً ثم أنشئ الرابط',
    en: 'Your store has no domain yet; choose the store domain first, then build the link',
  },

  // Customers
  'customer.created': { ar: 'تمت إضافة العميل', en: 'Customer added' },
  'customer.updated': { ar: 'تم تحديث بيانات العميل', en: 'Customer updated' },
  'customer.deleted': { ar: 'تم حذف العميل', en: 'Customer deleted' },
  'customer.phoneTaken': { ar: 'لديك عميل بهذا الرقم', en: 'You already have a customer with this number' },
  'customer.hasOrders': {
    ar: 'لا يمكن حذف عميل له طلبات، تبقى طلباته مرتبطة به',
    en: 'A customer with orders cannot be deleted; their orders stay linked to them',
  },
  'address.saved': { ar: 'تم حفظ العنوان', en: 'Address saved' },
  'address.deleted': { ar: 'تم حذف العنوان', en: 'Address deleted' },

  // Taxes
  'tax.created': { ar: 'تمت إضافة الضريبة', en: 'Tax added' },
  'invoice.settingsSaved': { ar: 'تم حفظ تصميم الفاتورة', en: 'Invoice layout saved' },
  'tax.updated': { ar: 'تم تحديث الضريبة', en: 'Tax updated' },
  'tax.deleted': { ar: 'تم حذف الضريبة', en: 'Tax deleted' },
  'tax.nameTaken': { ar: 'لديك ضريبة بهذا الاسم', en: 'You already have a tax with this name' },

  // Coupons
  'shipping.saved': { ar: 'تم حفظ طرق الشحن', en: 'Shipping methods saved' },
  'shipping.disabled': { ar: 'تم إيقاف طريقة الشحن', en: 'Shipping method turned off' },
  'paymentProvider.saved': { ar: 'تم حفظ طريقة الدفع وتفعيلها', en: 'Payment method saved and enabled' },
  'paymentProvider.disabled': { ar: 'تم إيقاف طريقة الدفع', en: 'Payment method turned off' },
  'payment.recorded': { ar: 'تم تسجيل الدفعة', en: 'Payment recorded' },
  'payment.nothingOwed': { ar: 'لا يوجد مبلغ متبقٍ على هذا الطلب', en: 'Nothing is owed on this order' },
  'payment.notPayable': {
    ar: 'لا يمكن تسجيل دفعة لطلب {status}',
    en: 'A payment cannot be recorded for an order that is {status}',
  },
  'stripe.notConfigured': {
    ar: 'الدفع بالبطاقة عبر Stripe غير متاح على هذا الخادم',
    en: 'Card payments through Stripe are not available on this server',
  },
  'stripe.unreachable': { ar: 'تعذّر الاتصال بـ Stripe، حاول بعد قليل', en: 'Stripe could not be reached; try again shortly' },
  'stripe.refused': {
    ar: 'رفض Stripe الطلب، حاول مرة أخرى أو تواصل مع الدعم',
    en: 'Stripe refused the request; try again or contact support',
  },
  'stripe.noAccount': { ar: 'لم تربط حساب Stripe بعد', en: 'No Stripe account is connected yet' },
  'stripe.accountCreated': { ar: 'تم إنشاء حساب Stripe لمتجرك', en: 'A Stripe account was made for your store' },
  'stripe.detailsMissing': {
    ar: 'أكمل بيانات حسابك في Stripe أولًا',
    en: 'Finish your account details on Stripe first',
  },
  'stripe.chargesDisabled': {
    ar: 'لم يفعّل Stripe استقبال المدفوعات لحسابك بعد',
    en: 'Stripe has not yet allowed your account to take payments',
  },
  'stripe.enabled': { ar: 'تم تفعيل الدفع بالبطاقة عبر Stripe', en: 'Card payments through Stripe are on' },
  'moyasar.unreachable': { ar: 'تعذّر الاتصال بـ Moyasar، حاول بعد قليل', en: 'Moyasar could not be reached; try again shortly' },
  'moyasar.refused': {
    ar: 'رفض Moyasar الطلب، حاول مرة أخرى أو راجع حسابك في Moyasar',
    en: 'Moyasar refused the request; try again or check your Moyasar account',
  },
  'carrier.saved': { ar: 'تم حفظ شركة الشحن وتفعيلها', en: 'Carrier saved and turned on' },
  'carrier.disabled': { ar: 'تم إيقاف شركة الشحن', en: 'Carrier turned off' },
  'carrier.notSetUp': { ar: 'فعّل شركة الشحن في طرق الشحن أولًا', en: 'Set up the carrier in shipping methods first' },
  'carrier.unreachable': {
    ar: 'تعذّر الاتصال بشركة الشحن، حاول بعد قليل',
    en: 'The carrier could not be reached; try again shortly',
  },
  'carrier.badAnswer': {
    ar: 'أجابت شركة الشحن بما لم نستطع قراءته، حاول بعد قليل',
    en: 'The carrier answered something we could not read; try again shortly',
  },
  'carrier.keyRefused': {
    ar: 'رفضت شركة الشحن مفتاحك: انسخه مرة أخرى من حسابك لديها',
    en: 'The carrier refused your key: copy it again from your account with them',
  },
  'carrier.refused': {
    ar: 'رفضت شركة الشحن الطلب: راجع عنوان الطلب وبيانات الفرع',
    en: 'The carrier refused the request: check the order’s address and the branch',
  },
  'shipment.created': { ar: 'تم إنشاء الشحنة', en: 'Shipment created' },
  'shipment.cancelled': { ar: 'تم إلغاء الشحنة', en: 'Shipment cancelled' },
  'shipment.exists': {
    ar: 'لهذا الطلب شحنة قائمة: ألغها أولًا لإنشاء أخرى',
    en: 'This order has a shipment already: cancel it first to make another',
  },
  'shipment.notShippable': {
    ar: 'لا يمكن شحن هذا الطلب: ليس له عنوان أو فرع، أو هو ملغى أو مسترد',
    en: 'This order cannot be shipped: it has no address or branch, or it is cancelled or refunded',
  },
  'shipment.delivered': { ar: 'وصلت الشحنة فلا يمكن إلغاؤها', en: 'The shipment was delivered and cannot be cancelled' },
  'paymentLink.created': { ar: 'تم إنشاء رابط الدفع', en: 'Payment link made' },
  'paymentLink.noCardProvider': {
    ar: 'فعّل الدفع بالبطاقة في طرق الدفع لإرسال رابط دفع',
    en: 'Turn on card payments in payment methods to send a payment link',
  },
  'coupon.created': { ar: 'تمت إضافة الكوبون', en: 'Coupon added' },
  'coupon.updated': { ar: 'تم تحديث الكوبون', en: 'Coupon updated' },
  'coupon.deleted': { ar: 'تم حذف الكوبون', en: 'Coupon deleted' },
  'coupon.codeTaken': { ar: 'هذا الرمز مستخدم لكوبون آخر في متجرك', en: 'Another coupon in your store uses this code' },
  'coupon.applied': { ar: 'تم تطبيق الكوبون', en: 'Coupon applied' },
  'coupon.removed': { ar: 'تمت إزالة الكوبون', en: 'Coupon removed' },
  'coupon.invalid': { ar: 'لا يوجد كوبون بهذا الرمز في متجرك', en: 'Your store has no coupon with this code' },
  'coupon.notForCart': {
    ar: 'هذا الكوبون لمنتج ليس في السلة',
    en: 'This coupon is for a product that is not in the cart',
  },
  'coupon.expired': { ar: 'انتهت صلاحية هذا الكوبون', en: 'This coupon has expired' },
  'coupon.minAmount': {
    ar: 'يتطلب هذا الكوبون ألا يقل مجموع السلة عن {minAmount}',
    en: 'This coupon needs a cart subtotal of at least {minAmount}',
  },

  // Orders
  'order.statusUpdated': { ar: 'تم تحديث حالة الطلب', en: 'Order status updated' },
  'order.bulkUpdated': {
    ar: (p) =>
      `${plural('ar', Number(p.moved ?? 0), {
        zero: 'لم يُنقل أي طلب',
        one: 'نُقل طلب واحد',
        two: 'نُقل طلبان',
        few: 'نُقلت {count} طلبات',
        many: 'نُقل {count} طلبًا',
        other: 'نُقل {count} طلب',
      })}، ${plural('ar', Number(p.refused ?? 0), {
        zero: 'ولم يُرفض أي طلب',
        one: 'ورُفض طلب واحد',
        two: 'ورُفض طلبان',
        few: 'ورُفضت {count} طلبات',
        many: 'ورُفض {count} طلبًا',
        other: 'ورُفض {count} طلب',
      })}`,
    en: (p) =>
      `${plural('en', Number(p.moved ?? 0), { one: '1 order moved', other: '{count} orders moved' })}, ${plural('en', Number(p.refused ?? 0), { one: '1 refused', other: '{count} refused' })}`,
  },
  'order.invalidMove': {
    ar: 'لا يمكن نقل الطلب من «{from}» إلى «{to}»',
    en: 'The order cannot move from "{from}" to "{to}"',
  },
  'order.created': { ar: 'تم إنشاء الطلب رقم {number}', en: 'Order {number} created' },
  'report.notSet': { ar: 'غير محدد', en: 'Not set' },
  'report.deleted': { ar: 'محذوف', en: 'Deleted' },
  'order.planLimit': {
    ar: 'وصلت إلى حد باقتك من الطلبات هذا الشهر ({limit})، رقِّ باقتك لإضافة المزيد',
    en: 'Your plan allows {limit} orders a month and you have reached it; upgrade your plan to add more',
  },
  'order.insufficientStock': {
    ar: 'الكمية المتوفرة من «{name}» في هذا المستودع {available} فقط',
    en: 'Only {available} of "{name}" are in stock in this warehouse',
  },
  'order.emptyCart': { ar: 'السلة فارغة، أضف منتجًا أولاً', en: 'The cart is empty; add a product first' },
  'order.noCustomer': { ar: 'اختر العميل أولاً', en: 'Choose the customer first' },
  'order.noAddress': { ar: 'اختر عنوان الشحن أولاً', en: 'Choose the shipping address first' },
  'order.noShipping': { ar: 'اختر طريقة الشحن أولاً', en: 'Choose the shipping method first' },

  // Cart
  'cart.itemAdded': { ar: 'تمت إضافة المنتج إلى السلة', en: 'Product added to the cart' },
  'cart.updated': { ar: 'تم تحديث السلة', en: 'Cart updated' },
  'cart.itemRemoved': { ar: 'تمت إزالة المنتج من السلة', en: 'Product removed from the cart' },
  'cart.cleared': { ar: 'تم إفراغ السلة', en: 'Cart emptied' },
  'cart.chooseVariant': { ar: 'اختر نوع المنتج (المقاس أو اللون)', en: 'Choose the variant (size or colour)' },
  'cart.tooManyLines': { ar: 'لا تتسع السلة لأكثر من {max} منتج', en: 'A cart holds at most {max} products' },

  // Availability notifications
  'notification.updated': { ar: 'تم تحديث حالة التنبيه', en: 'Notification updated' },
  'notification.deleted': { ar: 'تم حذف التنبيه', en: 'Notification deleted' },
  'notification.subscribed': {
    ar: 'سنرسل إليك رسالة عند توفر المنتج',
    en: 'We will e-mail you when the product is back in stock',
  },

  'verification.submitted': {
    ar: 'تم استلام بيانات التوثيق، ستتم مراجعة معلوماتك',
    en: 'Verification received; your information will be reviewed',
  },
  'verification.approved': { ar: 'تم توثيق متجرك وتفعيله', en: 'Your store is verified and active' },
  'verification.alreadyActive': {
    ar: 'متجرك موثق ومفعّل، لا حاجة لإعادة التوثيق',
    en: 'Your store is already verified and active',
  },

  'review.notSubmitted': {
    ar: 'لم يرسل هذا المتجر بيانات التوثيق بعد',
    en: 'This store has not submitted its verification yet',
  },
  'review.notPending': { ar: 'هذا المتجر ليس بانتظار المراجعة', en: 'This store is not waiting for review' },
  ...walletMessages,
  ...zatcaMessages,
  ...webhookMessages,
  ...orderStatusMessages,
  ...messagingMessages,
} satisfies Record<string, Message>;

/** Any sentence the server can send: shared (errors, fields) or its own. */
export type ServerMessageKey = MessageKey | keyof typeof serverMessages;

const isServerOnly = (key: ServerMessageKey): key is keyof typeof serverMessages => Object.hasOwn(serverMessages, key);

/** `translate` over both catalogues, for the server. */
export function translateServer(key: ServerMessageKey, lang: Language, params: MessageParams = {}): string {
  return isServerOnly(key) ? wordMessage(serverMessages[key], lang, params) : translate(key, lang, params);
}

// The server says every domain's sentences: they are in its catalogue from the start.
addMessages(domainMessages);
loadMessagingMessages();
