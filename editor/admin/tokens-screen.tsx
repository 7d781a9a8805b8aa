import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import { del, get, post } from "../api.ts";
import { useCan } from "../session.tsx";
import { formatDateTime, type RoleName, roleLabel } from "./admin-logic.ts";
import {
  ConfirmButton,
  errorText,
  IDLE,
  InputField,
  ListTable,
  Notice,
  RoleSelect,
  type Status,
  StatusLine,
  useWriteStatus,
} from "./admin-ui.tsx";

/** A token as GET /api/admin/tokens lists it: never its secret. */
interface ApiToken {
  id: number;
  name: string;
  role: RoleName;
  prefix: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** POST /api/admin/tokens: the summary and, this once, the secret. */
type CreatedToken = { data: ApiToken & { token?: string }; token?: string };

const TOKENS_KEY = ["admin", "tokens"] as const;

export default function TokensScreen() {
  const canManage = useCan("tokens:manage");
  return (
    <section className="adm-screen" aria-labelledby="adm-tokens-title">
      <h1 id="adm-tokens-title">رموز الوصول</h1>
      <p className="adm-hint">
        رموز لعملاء الواجهة البرمجية، تُرسل في الترويسة{" "}
        <code dir="ltr">Authorization: Bearer …</code>.
      </p>
      {canManage ? (
        <TokenList />
      ) : (
        <Notice>ليست لديك صلاحية إدارة رموز الوصول؛ يديرها المدير فقط.</Notice>
      )}
    </section>
  );
}

function TokenList() {
  const { status, write } = useWriteStatus(TOKENS_KEY);
  const query = useQuery({
    queryKey: TOKENS_KEY,
    queryFn: () => get<{ data: ApiToken[] }>("/api/admin/tokens").then((r) => r.data),
  });
  const tokens = query.data ?? [];

  const revoke = (token: ApiToken) =>
    write(() => del(`/api/admin/tokens/${token.id}`), {
      busy: "جارٍ الإبطال…",
      done: `أُبطل الرمز ${token.name}`,
      failed: `لم يُبطل ${token.name}`,
    });

  return (
    <>
      <CreateToken />
      <StatusLine status={status} />
      <ListTable
        query={query}
        isEmpty={tokens.length === 0}
        empty={<p>لا توجد رموز وصول بعد.</p>}
        caption="رموز الوصول"
        columns={["الاسم", "الدور", "البادئة", "أُنشئ", "آخر استخدام", "الحالة"]}
        cards
      >
        {tokens.map((token) => (
          <tr key={token.id} data-token-name={token.name}>
            <td data-label="الاسم">{token.name}</td>
            <td data-label="الدور">{roleLabel(token.role)}</td>
            <td data-label="البادئة">
              <code dir="ltr">{token.prefix}…</code>
            </td>
            <td data-label="أُنشئ">{formatDateTime(token.created_at)}</td>
            <td data-label="آخر استخدام">
              {token.last_used_at ? formatDateTime(token.last_used_at) : "لم يُستخدم"}
            </td>
            <td data-label="الحالة">
              {token.revoked_at ? (
                <span className="adm-pill adm-pill--off">
                  أُبطل {formatDateTime(token.revoked_at)}
                </span>
              ) : (
                <span className="adm-pill adm-pill--on">فعّال</span>
              )}
            </td>
            <td className="adm-row-actions" data-label="إجراءات">
              {!token.revoked_at && (
                <ConfirmButton
                  label="إبطال"
                  ariaLabel={`إبطال ${token.name}`}
                  question={`إبطال الرمز ${token.name}؟ سيتوقف كل عميل يستخدمه فوراً.`}
                  confirmLabel="إبطال"
                  onConfirm={() => void revoke(token)}
                />
              )}
            </td>
          </tr>
        ))}
      </ListTable>
    </>
  );
}

function CreateToken() {
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [role, setRole] = useState<RoleName>("viewer");
  const [isTouched, setTouched] = useState(false);
  const [status, setStatus] = useState<Status>(IDLE);
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const id = useId();
  const nameProblem = name.trim() === "" ? "الاسم: مطلوب" : "";

  async function create(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (nameProblem) return;
    setStatus({ kind: "busy", text: "جارٍ الإنشاء…" });
    setCreated(null);
    try {
      const response = await post<CreatedToken>("/api/admin/tokens", { name: name.trim(), role });
      const token = response.token ?? response.data.token ?? "";
      setCreated({ name: response.data.name, token });
      setStatus(IDLE);
      setName("");
      setTouched(false);
    } catch (error) {
      setStatus({ kind: "error", text: `لم يُنشأ الرمز: ${errorText(error)}` });
    } finally {
      await queryClient.invalidateQueries({ queryKey: TOKENS_KEY });
    }
  }

  return (
    <div className="adm-card">
      <form className="adm-form" onSubmit={create} noValidate aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>رمز جديد</h2>
        <div className="adm-form__grid">
          <InputField
            id={`${id}-name`}
            label="الاسم"
            value={name}
            required
            onChange={(e) => setName(e.target.value)}
            error={isTouched ? nameProblem : ""}
          />
          <div className="adm-field">
            <label htmlFor={`${id}-role`}>الدور</label>
            <RoleSelect id={`${id}-role`} value={role} onChange={setRole} />
          </div>
        </div>
        <button type="submit" className="adm-button adm-button--primary">
          إنشاء الرمز
        </button>
        <StatusLine status={status} />
      </form>
      {created && (
        <NewTokenOnce name={created.name} token={created.token} onDone={() => setCreated(null)} />
      )}
    </div>
  );
}

/** The secret, shown this once, with a copy button and a warning. */
function NewTokenOnce({
  name,
  token,
  onDone,
}: {
  name: string;
  token: string;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState<Status>(IDLE);
  const field = useRef<HTMLInputElement>(null);
  const id = useId();

  async function copy() {
    try {
      await navigator.clipboard.writeText(token);
      setCopied({ kind: "ok", text: "نُسخ الرمز" });
    } catch {
      // Without clipboard access (plain HTTP), select the text so the user can copy it by hand.
      field.current?.select();
      setCopied({ kind: "error", text: "تعذّر النسخ تلقائياً؛ الرمز محدد، انسخه يدوياً." });
    }
  }

  return (
    <section className="adm-once" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>الرمز الجديد «{name}»</h3>
      <p className="adm-notice adm-notice--warn" role="alert">
        انسخ الرمز الآن واحفظه في مكان آمن: لن يظهر مرة أخرى.
      </p>
      <div className="adm-once__value">
        <label htmlFor={`${id}-token`} className="adm-visually-hidden">
          الرمز
        </label>
        <input
          ref={field}
          id={`${id}-token`}
          className="adm-once__token"
          dir="ltr"
          readOnly
          value={token}
          onFocus={(e) => e.target.select()}
        />
        <button
          type="button"
          className="adm-button adm-button--primary"
          onClick={() => void copy()}
        >
          نسخ
        </button>
        <button type="button" className="adm-button" onClick={onDone}>
          تم، أخفِ الرمز
        </button>
      </div>
      <StatusLine status={copied} />
    </section>
  );
}
