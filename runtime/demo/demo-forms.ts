import { sql } from "drizzle-orm";
import type { FormAttributes, FormSettings, LocationAttributes } from "../../generated/types.ts";
import type { Db } from "../db/client.ts";
import { forms, locations } from "../db/tables/forms.ts";
import { checkedDefinition, checkedSettings } from "../features/forms/store.ts";

const consent = {
  name: "contact_consent",
  type: "checkbox",
  label: "أوافق على أن يتواصل معي الموزع بخصوص طلبي، وفق سياسة الخصوصية",
  required: true,
  width: "full",
} as const;

const models = [
  { value: "defender-110", label: "ديفندر 110" },
  { value: "defender-130", label: "ديفندر 130" },
  { value: "discovery", label: "ديسكفري" },
  { value: "discovery-sport", label: "ديسكفري سبورت" },
  { value: "range-rover", label: "رينج روفر" },
  { value: "range-rover-sport", label: "رينج روفر سبورت" },
  { value: "range-rover-velar", label: "رينج روفر فيلار" },
  { value: "range-rover-evoque", label: "رينج روفر إيفوك" },
];

/** A demo form as stored: its definition, its settings and its integrations. */
interface DemoForm {
  id: number;
  definition: unknown;
  settings: unknown;
  integrations: unknown[];
}

/** A form's notification to sales and its confirmation to the visitor, with its subject. */
const notify = (subject: string) => ({
  notifications: { enabled: true, recipients: ["sales@example.com"], subject },
  confirmations: {
    enabled: true,
    email_field: "email",
    subject: "شكراً لتواصلك معنا",
    body: "مرحباً {{first_name}}،\nتم استلام طلبك ({{form}})، وسيتواصل معك أحد مستشارينا خلال يوم عمل.",
  },
});

/** 1: the home page's test-drive request (its Entry Form). */
function testDriveForm(): DemoForm {
  return {
    id: 1,
    definition: {
      name: "طلب تجربة قيادة",
      description: "The home page's test-drive request.",
      layout: "double_column",
      submit_label: "احجز تجربة القيادة",
      fields: [
        {
          name: "first_name",
          type: "text",
          label: "الاسم الأول",
          required: true,
          rules: { min: 2, max: 50 },
        },
        {
          name: "last_name",
          type: "text",
          label: "اسم العائلة",
          required: true,
          rules: { max: 50 },
        },
        {
          name: "email",
          type: "text",
          format: "email",
          label: "البريد الإلكتروني",
          required: true,
          rules: { max: 254 },
        },
        {
          name: "phone",
          type: "phone",
          label: "رقم الهاتف",
          required: true,
          default_country: "AE",
        },
        {
          name: "vehicle_interest",
          type: "select",
          label: "الطراز",
          required: true,
          options: models,
        },
        {
          name: "preferred_location",
          type: "select",
          source: "locations",
          label: "المعرض المفضل",
          required: true,
        },
        { name: "preferred_date", type: "date", label: "الموعد المفضل" },
        {
          name: "driving_license",
          type: "file",
          label: "رخصة القيادة (اختياري)",
          rules: { max: 2, size: 5120 },
          accept: ["application/pdf", "image/jpeg", "image/png"],
          help: "ملف PDF أو صورة، حتى 5 ميغابايت لكل ملف",
        },
        {
          name: "message",
          type: "textarea",
          label: "ملاحظات",
          rules: { max: 500 },
          width: "full",
        },
        { name: "lead_source", type: "hidden", label: "مصدر الطلب", default: "website" },
        { name: "ga_client_id", type: "ga_client_id", label: "معرّف التحليلات" },
        consent,
      ],
    },
    settings: {
      thank_you: {
        type: "message",
        title: "شكراً لك",
        message: "تم استلام طلب تجربة القيادة، وسيتصل بك المعرض لتأكيد الموعد خلال يوم عمل.",
      },
      ...notify("طلب تجربة قيادة جديد: {{vehicle_interest}}"),
    },
    integrations: [{ id: "crm", kind: "crm", enabled: true, system: "local" }],
  };
}

/** 2: a brochure request. */
function brochureForm(): DemoForm {
  return {
    id: 2,
    definition: {
      name: "طلب كتيّب",
      layout: "single_column",
      submit_label: "أرسل لي الكتيّب",
      fields: [
        { name: "first_name", type: "text", label: "الاسم", required: true, rules: { max: 50 } },
        {
          name: "email",
          type: "text",
          format: "email",
          label: "البريد الإلكتروني",
          required: true,
        },
        {
          name: "vehicle_interest",
          type: "select",
          label: "الطراز",
          required: true,
          options: models,
        },
        consent,
      ],
    },
    settings: { ...notify("طلب كتيّب: {{vehicle_interest}}") },
    integrations: [{ id: "crm", kind: "crm", enabled: true, system: "local" }],
  };
}

/** 3: contact us. */
function contactForm(): DemoForm {
  return {
    id: 3,
    definition: {
      name: "تواصل معنا",
      layout: "double_column",
      fields: [
        { name: "first_name", type: "text", label: "الاسم", required: true, rules: { max: 80 } },
        {
          name: "email",
          type: "text",
          format: "email",
          label: "البريد الإلكتروني",
          required: true,
        },
        { name: "phone", type: "phone", label: "رقم الهاتف", default_country: "AE" },
        {
          name: "topic",
          type: "radio",
          label: "الموضوع",
          required: true,
          options: [
            { value: "sales", label: "المبيعات" },
            { value: "service", label: "الصيانة" },
            { value: "other", label: "أخرى" },
          ],
        },
        {
          name: "message",
          type: "textarea",
          label: "رسالتك",
          required: true,
          rules: { min: 10, max: 1000 },
          width: "full",
        },
        consent,
      ],
    },
    settings: { ...notify("رسالة جديدة: {{topic}}") },
    integrations: [],
  };
}

/**
 * 4: the rental inquiry, the contact step of the Rent a Car block: the visitor's details, and the
 * booking in hidden fields the block fills (its form_hidden_field_mapping).
 */
function rentalForm(): DemoForm {
  const hidden = (name: string, label: string) => ({ name, type: "hidden", label });
  return {
    id: 4,
    definition: {
      name: "طلب استئجار سيارة",
      description: "The Rent a Car block's contact step: the booking comes in hidden fields.",
      submit_label: "التالي",
      fields: [
        {
          name: "first_name",
          type: "text",
          label: "الاسم الأول",
          required: true,
          rules: { max: 50 },
        },
        {
          name: "last_name",
          type: "text",
          label: "اسم العائلة",
          required: true,
          rules: { max: 50 },
        },
        {
          name: "email",
          type: "text",
          format: "email",
          label: "البريد الإلكتروني",
          required: true,
          rules: { max: 254 },
        },
        {
          name: "phone",
          type: "phone",
          label: "رقم الهاتف",
          required: true,
          default_country: "AE",
        },
        consent,
        hidden("pick_up_location", "موقع الاستلام"),
        hidden("drop_off_location", "موقع التسليم"),
        hidden("pick_up_date", "تاريخ الاستلام"),
        hidden("drop_off_date", "تاريخ التسليم"),
        hidden("vehicle", "السيارة"),
        hidden("extras", "الإضافات"),
        hidden("total", "الإجمالي التقديري"),
        { name: "lead_source", type: "hidden", label: "مصدر الطلب", default: "website" },
      ],
    },
    settings: { ...notify("طلب استئجار جديد: {{vehicle}}") },
    integrations: [],
  };
}

/**
 * The demo's forms: 1 the test drive (on the home page's Entry Form), 2 a brochure, 3 contact,
 * 4 the rental inquiry (Rent a Car).
 */
export function demoForms(): DemoForm[] {
  return [testDriveForm(), brochureForm(), contactForm(), rentalForm()];
}

/** The demo's showrooms and service centre (demo phone numbers and addresses, not real ones). */
export const demoLocations: readonly LocationAttributes[] = [
  {
    name: "معرض دبي - شارع الشيخ زايد",
    code: "DXB-01",
    city: "دبي",
    address: "شارع الشيخ زايد، دبي",
    phone: "+971 4 555 0101",
    email: "demo-dubai@landrover-uae.example",
    services: ["sales", "service", "test_drive"],
    latitude: 25.2048,
    longitude: 55.2708,
  },
  {
    name: "معرض أبوظبي - الميناء",
    code: "AUH-02",
    city: "أبوظبي",
    address: "منطقة الميناء، أبوظبي",
    phone: "+971 2 555 0201",
    email: "demo-abudhabi@landrover-uae.example",
    services: ["sales", "test_drive"],
    latitude: 24.4539,
    longitude: 54.3773,
  },
  {
    name: "مركز الشارقة للصيانة",
    code: "SHJ-03",
    city: "الشارقة",
    address: "المنطقة الصناعية، الشارقة",
    phone: "+971 6 555 0301",
    email: "demo-sharjah@landrover-uae.example",
    services: ["service", "parts"],
    latitude: 25.3463,
    longitude: 55.4209,
  },
];

/** Stores the demo's forms and locations (with their fixed ids) unless forms exist already. */
export async function importDemoForms(db: Db): Promise<void> {
  const existing = await db.select({ id: forms.id }).from(forms).limit(1);
  if (existing.length > 0) return;
  await db.transaction(async (tx) => {
    for (const [i, attributes] of demoLocations.entries())
      await tx.insert(locations).values({ id: i + 1, attributes });
    for (const form of demoForms()) {
      const definition: FormAttributes = checkedDefinition(form.definition, `/forms/${form.id}`);
      const settings: FormSettings = checkedSettings(form.settings, `/forms/${form.id}/settings`);
      await tx.insert(forms).values({
        id: form.id,
        name: definition.name,
        definition,
        settings,
        integrations: form.integrations as never,
        is_public: definition.is_public,
      });
    }
    await tx.execute(
      sql`SELECT setval(pg_get_serial_sequence('forms', 'id'), (SELECT max(id) FROM forms))`,
    );
    await tx.execute(
      sql`SELECT setval(pg_get_serial_sequence('locations', 'id'), (SELECT max(id) FROM locations))`,
    );
  });
}
