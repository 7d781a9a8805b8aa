/** Who is signed in and which page they may edit. */
export interface EditorToolbarProps {
  pageId: number;
  email: string;
}

const toolbarStyle = {
  position: "fixed",
  insetBlockEnd: "1rem",
  insetInlineStart: "1rem",
  zIndex: 2147483000,
  display: "flex",
  alignItems: "center",
  gap: "0.75rem",
  paddingBlock: "0.5rem",
  paddingInline: "0.9rem",
  borderRadius: "999px",
  background: "#0c121c",
  color: "#fff",
  font: "500 14px/1.4 system-ui, sans-serif",
  boxShadow: "0 4px 16px rgb(0 0 0 / 0.3)",
} as const;

/** Server-rendered, no JavaScript: a link into the builder for this page and who is signed in. */
export function EditorToolbar({ pageId, email, base }: EditorToolbarProps & { base: string }) {
  return (
    <aside className="cms-editor-toolbar" aria-label="شريط التحرير" style={toolbarStyle}>
      <a
        href={`${base}cms/pages/${pageId}`}
        style={{ color: "#fff", fontWeight: 700, textDecorationThickness: "2px" }}
      >
        تحرير هذه الصفحة
      </a>
      <bdi dir="ltr" style={{ opacity: 0.8 }}>
        {email}
      </bdi>
    </aside>
  );
}
