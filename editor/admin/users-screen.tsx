import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { get, patch, post } from "../api.ts";
import { useCan, useSession } from "../session.tsx";
import { isEmail, type RoleName } from "./admin-logic.ts";
import {
  errorText,
  FormDialog,
  fieldErrors,
  IDLE,
  InputField,
  ListTable,
  Notice,
  RoleSelect,
  type Status,
  StatusLine,
  useWriteStatus,
} from "./admin-ui.tsx";
import { type AdminUser, USERS_KEY, UserRow } from "./user-row.tsx";

/** The shortest password the server accepts, counted in characters as it counts them. */
const MIN_PASSWORD = 12;
const PASSWORD_RULE = `${MIN_PASSWORD} حرفاً على الأقل`;

type Editing = { kind: "name" | "password"; user: AdminUser } | null;

export default function UsersScreen() {
  const canManage = useCan("users:manage");
  const session = useSession();
  const { status, setStatus, write: writeStatus } = useWriteStatus(USERS_KEY);
  const [editing, setEditing] = useState<Editing>(null);
  const query = useQuery({
    queryKey: USERS_KEY,
    queryFn: () => get<{ data: AdminUser[] }>("/api/admin/users").then((r) => r.data),
  });

  /** Runs one write and says how it went; the server's refusal (e.g. the last admin) is shown as is. */
  const write = (action: () => Promise<unknown>, done: string, failed: string) =>
    writeStatus(action, { busy: "جارٍ الحفظ…", done, failed });

  const users = query.data ?? [];
  return (
    <section className="adm-screen" aria-labelledby="adm-users-title">
      <h1 id="adm-users-title">المستخدمون</h1>
      {!canManage && <Notice>العرض فقط: ليست لديك صلاحية إدارة المستخدمين.</Notice>}
      <StatusLine status={status} />
      <ListTable
        query={query}
        isEmpty={users.length === 0}
        empty={<p>لا يوجد مستخدمون بعد.</p>}
        caption="قائمة المستخدمين"
        columns={["البريد الإلكتروني", "الاسم", "الدور", "الحالة", "الطلبات"]}
        cards
      >
        {users.map((user) => (
          <UserRow
            key={user.id}
            user={user}
            isSelf={user.id === session.user.id}
            canManage={canManage}
            write={write}
            onEdit={(kind) => setEditing({ kind, user })}
          />
        ))}
      </ListTable>
      {canManage && (
        <>
          <NameDialog
            user={editing?.kind === "name" ? editing.user : null}
            onClose={() => setEditing(null)}
            onSaved={(text) => setStatus({ kind: "ok", text })}
          />
          <PasswordDialog
            user={editing?.kind === "password" ? editing.user : null}
            onClose={() => setEditing(null)}
            onSaved={(text) => setStatus({ kind: "ok", text })}
          />
          <CreateUser />
        </>
      )}
    </section>
  );
}

function CreateUser() {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [role, setRole] = useState<RoleName>("editor");
  const [password, setPassword] = useState("");
  const [isTouched, setTouched] = useState(false);
  const [status, setStatus] = useState<Status>(IDLE);
  const id = useId();
  const emailProblem =
    email.trim() === ""
      ? "البريد الإلكتروني: مطلوب"
      : !isEmail(email)
        ? "البريد الإلكتروني: صيغة غير صحيحة"
        : "";
  const passwordProblem =
    password !== "" && password.length < 12 ? "كلمة المرور: 12 حرفاً على الأقل" : "";

  async function create(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (emailProblem || passwordProblem) return;
    setStatus({ kind: "busy", text: "جارٍ الإنشاء…" });
    try {
      await post("/api/admin/users", {
        email: email.trim(),
        name: name.trim(),
        role,
        ...(password ? { password } : {}),
      });
      setStatus({ kind: "ok", text: `أُنشئ المستخدم ${email.trim()}` });
      setEmail("");
      setName("");
      setPassword("");
      setTouched(false);
      await queryClient.invalidateQueries({ queryKey: USERS_KEY });
    } catch (error) {
      setStatus({ kind: "error", text: `لم يُنشأ المستخدم: ${errorText(error)}` });
    }
  }

  return (
    <form
      className="adm-card adm-form"
      onSubmit={create}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>مستخدم جديد</h2>
      <div className="adm-form__grid">
        <InputField
          id={`${id}-email`}
          label="البريد الإلكتروني"
          type="email"
          dir="ltr"
          autoComplete="off"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={isTouched ? emailProblem : ""}
        />
        <InputField
          id={`${id}-name`}
          label="الاسم"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <div className="adm-field">
          <label htmlFor={`${id}-role`}>الدور</label>
          <RoleSelect id={`${id}-role`} value={role} onChange={setRole} />
        </div>
        <div className="adm-field">
          <label htmlFor={`${id}-password`}>كلمة المرور (اختيارية)</label>
          <input
            id={`${id}-password`}
            type="password"
            dir="ltr"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={passwordProblem ? true : undefined}
            aria-describedby={`${id}-password-hint`}
          />
          <p
            id={`${id}-password-hint`}
            className={passwordProblem ? "adm-field__error" : "adm-hint"}
          >
            {passwordProblem || "اتركها فارغة لمن يدخل بالدخول الموحّد فقط."}
          </p>
        </div>
      </div>
      <button type="submit" className="adm-button adm-button--primary">
        إنشاء المستخدم
      </button>
      <StatusLine status={status} />
    </form>
  );
}

/** Changes a user's display name (PATCH /api/admin/users/:id with `name`). */
function NameDialog({
  user,
  onClose,
  onSaved,
}: {
  user: AdminUser | null;
  onClose: () => void;
  onSaved: (text: string) => void;
}) {
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [error, setError] = useState("");
  const [status, setStatus] = useState<Status>(IDLE);
  const [shownFor, setShownFor] = useState<number | null>(null);
  const id = useId();
  // A fresh form each time the dialog opens for a user.
  if ((user?.id ?? null) !== shownFor) {
    setShownFor(user?.id ?? null);
    setName(user?.name ?? "");
    setError("");
    setStatus(IDLE);
  }
  const tooLong = name.trim().length > 200 ? "الاسم: يجب ألا يزيد عن 200 حرف" : "";

  async function save() {
    if (!user) return;
    setError(tooLong);
    if (tooLong) return;
    setStatus({ kind: "busy", text: "جارٍ الحفظ…" });
    try {
      await patch(`/api/admin/users/${user.id}`, { name: name.trim() });
      await queryClient.invalidateQueries({ queryKey: USERS_KEY });
      onSaved(`حُفظ اسم ${user.email}`);
      onClose();
    } catch (failure) {
      const fields = fieldErrors(failure);
      if (fields?.name) {
        setError(`الاسم: ${fields.name}`);
        setStatus(IDLE);
      } else setStatus({ kind: "error", text: `لم يُحفظ الاسم: ${errorText(failure)}` });
    }
  }

  return (
    <FormDialog
      open={user !== null}
      title={
        <>
          اسم <bdi dir="ltr">{user?.email}</bdi>
        </>
      }
      submitLabel="حفظ الاسم"
      busy={status.kind === "busy"}
      onSubmit={() => void save()}
      onClose={onClose}
    >
      <InputField
        id={`${id}-name`}
        label="الاسم"
        value={name}
        maxLength={200}
        onChange={(e) => setName(e.target.value)}
        error={error}
      />
      <StatusLine status={status} />
    </FormDialog>
  );
}

/**
 * Sets a new password for a user: typed twice, the rule shown, the server's refusal under the
 * field. The password is never shown again: the fields are emptied when the dialog closes.
 */
function PasswordDialog({
  user,
  onClose,
  onSaved,
}: {
  user: AdminUser | null;
  onClose: () => void;
  onSaved: (text: string) => void;
}) {
  const queryClient = useQueryClient();
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});
  const [status, setStatus] = useState<Status>(IDLE);
  const [shownFor, setShownFor] = useState<number | null>(null);
  const id = useId();
  if ((user?.id ?? null) !== shownFor) {
    setShownFor(user?.id ?? null);
    setPassword("");
    setRepeat("");
    setErrors({});
    setStatus(IDLE);
  }

  function problems() {
    const length = [...password].length;
    return {
      password:
        length === 0
          ? "كلمة المرور الجديدة: مطلوبة"
          : length < MIN_PASSWORD
            ? `كلمة المرور الجديدة: ${PASSWORD_RULE} (كتبت ${length})`
            : undefined,
      repeat: repeat !== password ? "تأكيد كلمة المرور: لا يطابق كلمة المرور الجديدة" : undefined,
    };
  }

  async function save() {
    if (!user) return;
    const found = problems();
    setErrors(found);
    if (found.password || found.repeat) return;
    setStatus({ kind: "busy", text: "جارٍ الحفظ…" });
    try {
      await patch(`/api/admin/users/${user.id}`, { password });
      setPassword("");
      setRepeat("");
      await queryClient.invalidateQueries({ queryKey: USERS_KEY });
      onSaved(`عُيّنت كلمة مرور جديدة لـ ${user.email}؛ أُنهيت جلساته الأخرى.`);
      onClose();
    } catch (failure) {
      const fields = fieldErrors(failure);
      if (fields?.password) {
        setErrors({ password: `كلمة المرور الجديدة: ${fields.password}` });
        setStatus(IDLE);
      } else setStatus({ kind: "error", text: `لم تُعيَّن كلمة المرور: ${errorText(failure)}` });
    }
  }

  const hintId = `${id}-rule`;
  return (
    <FormDialog
      open={user !== null}
      title={
        <>
          كلمة مرور جديدة لـ <bdi dir="ltr">{user?.email}</bdi>
        </>
      }
      submitLabel="تعيين كلمة المرور"
      busy={status.kind === "busy"}
      onSubmit={() => void save()}
      onClose={onClose}
    >
      <p id={hintId} className="adm-hint">
        القاعدة: {PASSWORD_RULE}. تُنهى جلسات المستخدم المفتوحة، ولن تظهر كلمة المرور بعد حفظها.
      </p>
      <PasswordInput
        id={`${id}-password`}
        label="كلمة المرور الجديدة"
        value={password}
        onChange={setPassword}
        error={errors.password}
        hintId={hintId}
      />
      <PasswordInput
        id={`${id}-repeat`}
        label="أعد كتابة كلمة المرور"
        value={repeat}
        onChange={setRepeat}
        error={errors.repeat}
        hintId={hintId}
      />
      <StatusLine status={status} />
    </FormDialog>
  );
}

function PasswordInput({
  id,
  label,
  value,
  onChange,
  error,
  hintId,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hintId: string;
}) {
  return (
    <div className="adm-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="password"
        dir="ltr"
        autoComplete="new-password"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error ${hintId}` : hintId}
      />
      {error && (
        <p id={`${id}-error`} className="adm-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
