import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { del, get, patch, post } from "../api.ts";
import { useCan, useSession } from "../session.tsx";
import { isEmail, ROLE_LABELS, type RoleName, roleLabel } from "./admin-logic.ts";
import {
  ConfirmButton,
  errorText,
  IDLE,
  Notice,
  QueryState,
  type Status,
  StatusLine,
} from "./admin-ui.tsx";

/** A user as GET /api/admin/users lists it. */
interface AdminUser {
  id: number;
  email: string;
  name: string;
  role: RoleName;
  disabled: boolean;
  /** Signs in through single sign-on; such a user may have no password. */
  sso?: boolean;
  has_password?: boolean;
  created_at?: string;
}

const USERS_KEY = ["admin", "users"] as const;
const ROLE_OPTIONS = Object.entries(ROLE_LABELS) as [RoleName, string][];

export default function UsersScreen() {
  const canManage = useCan("users:manage");
  const session = useSession();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Status>(IDLE);
  const query = useQuery({
    queryKey: USERS_KEY,
    queryFn: () => get<{ data: AdminUser[] }>("/api/admin/users").then((r) => r.data),
  });

  /** Runs one write and says how it went; the server's refusal (e.g. the last admin) is shown as is. */
  async function write(action: () => Promise<unknown>, done: string, failed: string) {
    setStatus({ kind: "busy", text: "جارٍ الحفظ…" });
    try {
      await action();
      setStatus({ kind: "ok", text: done });
    } catch (error) {
      setStatus({ kind: "error", text: `${failed}: ${errorText(error)}` });
    } finally {
      await queryClient.invalidateQueries({ queryKey: USERS_KEY });
    }
  }

  const users = query.data ?? [];
  return (
    <section className="adm-screen" aria-labelledby="adm-users-title">
      <h1 id="adm-users-title">المستخدمون</h1>
      {!canManage && <Notice>العرض فقط: ليست لديك صلاحية إدارة المستخدمين.</Notice>}
      <StatusLine status={status} />
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        isEmpty={users.length === 0}
        empty={<p>لا يوجد مستخدمون بعد.</p>}
      >
        <div className="adm-table-wrap">
          <table className="adm-table">
            <caption className="adm-visually-hidden">قائمة المستخدمين</caption>
            <thead>
              <tr>
                <th scope="col">البريد الإلكتروني</th>
                <th scope="col">الاسم</th>
                <th scope="col">الدور</th>
                <th scope="col">الحالة</th>
                <th scope="col">
                  <span className="adm-visually-hidden">إجراءات</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => {
                const isSelf = user.id === session.user.id;
                return (
                  <tr key={user.id} data-user-email={user.email}>
                    <td>
                      <bdi dir="ltr">{user.email}</bdi>
                      {isSelf && <span className="adm-badge">أنت</span>}
                    </td>
                    <td>{user.name || "—"}</td>
                    <td>
                      <label className="adm-visually-hidden" htmlFor={`role-${user.id}`}>
                        دور {user.email}
                      </label>
                      <select
                        id={`role-${user.id}`}
                        value={user.role}
                        disabled={!canManage}
                        onChange={(e) => {
                          const role = e.target.value as RoleName;
                          void write(
                            () => patch(`/api/admin/users/${user.id}`, { role }),
                            `أصبح دور ${user.email}: ${roleLabel(role)}`,
                            `لم يتغير دور ${user.email}`,
                          );
                        }}
                      >
                        {ROLE_OPTIONS.map(([value, label]) => (
                          <option key={value} value={value}>
                            {label}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td>
                      <span
                        className={
                          user.disabled ? "adm-pill adm-pill--off" : "adm-pill adm-pill--on"
                        }
                      >
                        {user.disabled ? "معطّل" : "فعّال"}
                      </span>
                      {user.sso && <span className="adm-badge">دخول موحّد</span>}
                      {user.has_password === false && !user.sso && (
                        <span className="adm-badge">بلا كلمة مرور</span>
                      )}
                    </td>
                    <td className="adm-row-actions">
                      <button
                        type="button"
                        className="adm-button"
                        disabled={!canManage}
                        aria-label={`${user.disabled ? "تفعيل" : "تعطيل"} ${user.email}`}
                        onClick={() =>
                          void write(
                            () =>
                              patch(`/api/admin/users/${user.id}`, { disabled: !user.disabled }),
                            user.disabled ? `فُعّل ${user.email}` : `عُطّل ${user.email}`,
                            `لم تتغير حالة ${user.email}`,
                          )
                        }
                      >
                        {user.disabled ? "تفعيل" : "تعطيل"}
                      </button>
                      <ConfirmButton
                        label="حذف"
                        ariaLabel={`حذف ${user.email}`}
                        disabled={!canManage}
                        question={`حذف المستخدم ${user.email} نهائياً؟ تُنهى جلساته ولا يمكن التراجع.`}
                        confirmLabel="حذف"
                        onConfirm={() =>
                          void write(
                            () => del(`/api/admin/users/${user.id}`),
                            `حُذف ${user.email}`,
                            `لم يُحذف ${user.email}`,
                          )
                        }
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </QueryState>
      {canManage && <CreateUser />}
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
        <div className="adm-field">
          <label htmlFor={`${id}-email`}>البريد الإلكتروني</label>
          <input
            id={`${id}-email`}
            type="email"
            dir="ltr"
            autoComplete="off"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={isTouched && emailProblem ? true : undefined}
            aria-describedby={isTouched && emailProblem ? `${id}-email-error` : undefined}
          />
          {isTouched && emailProblem && (
            <p id={`${id}-email-error`} className="adm-field__error">
              {emailProblem}
            </p>
          )}
        </div>
        <div className="adm-field">
          <label htmlFor={`${id}-name`}>الاسم</label>
          <input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="adm-field">
          <label htmlFor={`${id}-role`}>الدور</label>
          <select
            id={`${id}-role`}
            value={role}
            onChange={(e) => setRole(e.target.value as RoleName)}
          >
            {ROLE_OPTIONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
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
