/**
 * The configs screen's words, Arabic first and English beside them. The admin runs in Arabic
 * (/ar/admin); the English column serves an admin opened in English (the document's lang).
 */

export type AdminLanguage = "ar" | "en";

/** The admin's language: English when the document says so, else Arabic. */
export function adminLanguage(): AdminLanguage {
  const lang = typeof document === "undefined" ? "" : document.documentElement.lang;
  return lang.toLowerCase().startsWith("en") ? "en" : "ar";
}

const ar = {
  title: "إعدادات المعرض والطلب عبر الإنترنت",
  hint: "محتوى صفحة السيارة (الدفع نقداً، التأجير، الاشتراك، المحتوى الإضافي) وإعدادات رحلة الطلب عبر الإنترنت (رسوم الحجز، مدة الحجز المؤقت، الصفحات). يظهر كل تغيير على الموقع فور حفظه.",
  readOnly: "العرض فقط: ليست لديك صلاحية تعديل الإعدادات.",
  add: "إضافة إعداد",
  caption: "قائمة الإعدادات",
  columns: { type: "النوع", site: "الموقع", state: "حالة السيارة", updated: "آخر تعديل" },
  empty: "لا توجد إعدادات بعد. أضف إعداداً.",
  count: (n: number) => `${n} إعداداً`,
  edit: "تعديل",
  editLabel: (name: string) => `تعديل «${name}»`,
  remove: "حذف",
  removeLabel: (name: string) => `حذف «${name}»`,
  removeQuestion: (name: string) =>
    `حذف الإعداد «${name}»؟ يقرأ الموقع بعدها الإعداد المشترك لكل المواقع أو لكل الحالات إن وُجد.`,
  removing: "جارٍ الحذف…",
  removed: (name: string) => `حُذف الإعداد «${name}»`,
  notRemoved: (name: string) => `لم يُحذف الإعداد «${name}»`,
  newTitle: "إعداد جديد",
  editTitle: (name: string) => `تعديل «${name}»`,
  site: "الموقع",
  siteHint: "all لكل المواقع، أو اسم النطاق والمسار الأساسي لموقع واحد مثل example.com/ar",
  type: "نوع الإعداد",
  state: "حالة السيارة",
  save: "حفظ الإعداد",
  create: "إضافة الإعداد",
  cancel: "إلغاء",
  saving: "جارٍ الحفظ…",
  saved: (name: string) => `حُفظ الإعداد «${name}»`,
  created: (name: string) => `أُضيف الإعداد «${name}»`,
  notSaved: "لم يُحفظ",
  loading: "جارٍ التحميل…",
  noForm: "لا يوجد مخطط لهذا النوع.",
  allSites: "كل المواقع",
  types: {
    cash: "الدفع نقداً",
    lease: "التأجير",
    subscription: "الاشتراك",
    additional: "محتوى إضافي",
    order_online: "الطلب عبر الإنترنت",
    order_online_steps_page: "صفحة الخطوات",
    order_online_checkout_page: "صفحة الدفع",
    order_online_success_page: "صفحة نجاح الحجز",
  },
  configurator: (name: string) => `${name} (من أداة التهيئة)`,
  states: {
    "": "كل الحالات",
    new: "جديدة",
    used: "مستعملة",
    approved: "معتمدة",
    configurator: "من أداة التهيئة",
  },
};

export type StockConfigTexts = typeof ar;

const en: StockConfigTexts = {
  title: "Showroom and order-online configs",
  hint: "The vehicle page's content (cash, lease, subscription, additional content) and the order-online journey's configs (reservation fee, hold length, pages). Every change shows on the site once saved.",
  readOnly: "View only: you may not change configs.",
  add: "Add a config",
  caption: "Configs",
  columns: { type: "Type", site: "Site", state: "Vehicle state", updated: "Last changed" },
  empty: "There are no configs yet. Add one.",
  count: (n: number) => (n === 1 ? "1 config" : `${n} configs`),
  edit: "Edit",
  editLabel: (name: string) => `Edit “${name}”`,
  remove: "Delete",
  removeLabel: (name: string) => `Delete “${name}”`,
  removeQuestion: (name: string) =>
    `Delete the config “${name}”? The site then reads the shared entry for every site or every state, if there is one.`,
  removing: "Deleting…",
  removed: (name: string) => `Deleted “${name}”`,
  notRemoved: (name: string) => `“${name}” was not deleted`,
  newTitle: "New config",
  editTitle: (name: string) => `Edit “${name}”`,
  site: "Site",
  siteHint: "all for every site, or one site's hostname and base path, e.g. example.com/ar",
  type: "Config type",
  state: "Vehicle state",
  save: "Save the config",
  create: "Add the config",
  cancel: "Cancel",
  saving: "Saving…",
  saved: (name: string) => `Saved “${name}”`,
  created: (name: string) => `Added “${name}”`,
  notSaved: "Not saved",
  loading: "Loading…",
  noForm: "There is no schema for this type.",
  allSites: "Every site",
  types: {
    cash: "Cash",
    lease: "Lease",
    subscription: "Subscription",
    additional: "Additional content",
    order_online: "Order online",
    order_online_steps_page: "Steps page",
    order_online_checkout_page: "Checkout page",
    order_online_success_page: "Success page",
  },
  configurator: (name: string) => `${name} (configurator)`,
  states: {
    "": "Every state",
    new: "New",
    used: "Used",
    approved: "Approved",
    configurator: "Configurator",
  },
};

export const STOCK_CONFIG_TEXTS: Readonly<Record<AdminLanguage, StockConfigTexts>> = { ar, en };
