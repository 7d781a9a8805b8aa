import { useQueryClient } from "@tanstack/react-query";
import { del, patch } from "../api.ts";
import { type RoleName, roleLabel } from "./admin-logic.ts";
import { ConfirmButton, RoleSelect } from "./admin-ui.tsx";

/*
 * One row of the users list: the account's address (and whether it is the signed-in user), its
 * name, role, state, access to leads, and the buttons of a user who manages accounts.
 */

export const USERS_KEY = ["admin", "users"] as const;

/** A user as GET /api/admin/users lists it. */
export interface AdminUser {
  id: number;
  email: string;
  name: string;
  role: RoleName;
  disabled: boolean;
  /** Signs in through single sign-on; such a user may have no password. */
  sso?: boolean;
  has_password?: boolean;
  created_at?: string;
  /** An editor who may read and delete leads (admins always may; viewers never). */
  lead_access?: boolean;
}

/** Runs one write and says how it went: what it did, or what was not done. */
export type UserWrite = (action: () => Promise<unknown>, done: string, failed: string) => unknown;

/** One account: its address, name, role, state, access to leads, and what a manager can do to it. */
export function UserRow({
  user,
  isSelf,
  canManage,
  write,
  onEdit,
}: {
  user: AdminUser;
  isSelf: boolean;
  canManage: boolean;
  write: UserWrite;
  onEdit: (kind: "name" | "password") => void;
}) {
  const queryClient = useQueryClient();
  return (
    <tr data-user-email={user.email}>
      <td data-label="البريد الإلكتروني">
        <bdi dir="ltr">{user.email}</bdi>
        {isSelf && <span className="adm-badge">أنت</span>}
      </td>
      <td data-label="الاسم">{user.name || "—"}</td>
      <td data-label="الدور">
        <label className="adm-visually-hidden" htmlFor={`role-${user.id}`}>
          دور {user.email}
        </label>
        <RoleSelect
          id={`role-${user.id}`}
          value={user.role}
          disabled={!canManage}
          onChange={(role) =>
            void write(
              () => patch(`/api/admin/users/${user.id}`, { role }),
              `أصبح دور ${user.email}: ${roleLabel(role)}`,
              `لم يتغير دور ${user.email}`,
            )
          }
        />
      </td>
      <td data-label="الحالة">
        <span className={user.disabled ? "adm-pill adm-pill--off" : "adm-pill adm-pill--on"}>
          {user.disabled ? "معطّل" : "فعّال"}
        </span>
        {user.sso && <span className="adm-badge">دخول موحّد</span>}
        {user.has_password === false && !user.sso && (
          <span className="adm-badge">بلا كلمة مرور</span>
        )}
      </td>
      <td data-label="الطلبات">
        {user.role === "editor" ? (
          <label className="adm-checks">
            <input
              type="checkbox"
              checked={user.lead_access === true}
              disabled={!canManage}
              aria-label={`الاطلاع على الطلبات: ${user.email}`}
              onChange={(e) => {
                const lead_access = e.target.checked;
                // Shown at once; the list is read again after the write either way.
                queryClient.setQueryData<AdminUser[]>(USERS_KEY, (list) =>
                  list?.map((u) => (u.id === user.id ? { ...u, lead_access } : u)),
                );
                void write(
                  () => patch(`/api/admin/users/${user.id}`, { lead_access }),
                  lead_access
                    ? `صار ${user.email} يطّلع على الطلبات`
                    : `لم يعد ${user.email} يطّلع على الطلبات`,
                  `لم تتغير صلاحية الطلبات لـ ${user.email}`,
                );
              }}
            />
            <span>الاطلاع على الطلبات</span>
          </label>
        ) : (
          <span className="adm-hint">{user.role === "admin" ? "دائماً" : "لا"}</span>
        )}
      </td>
      <td className="adm-row-actions" data-label="إجراءات">
        {canManage && (
          <>
            <button
              type="button"
              className="adm-button"
              aria-label={`تعديل اسم ${user.email}`}
              onClick={() => onEdit("name")}
            >
              تعديل الاسم
            </button>
            <button
              type="button"
              className="adm-button"
              aria-label={`تعيين كلمة مرور ${user.email}`}
              onClick={() => onEdit("password")}
            >
              كلمة المرور
            </button>
          </>
        )}
        <button
          type="button"
          className="adm-button"
          disabled={!canManage}
          aria-label={`${user.disabled ? "تفعيل" : "تعطيل"} ${user.email}`}
          onClick={() =>
            void write(
              () => patch(`/api/admin/users/${user.id}`, { disabled: !user.disabled }),
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
}
