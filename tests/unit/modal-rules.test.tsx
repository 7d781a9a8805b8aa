import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { isCloseAllowed, Modal } from "../../site/shell/modal.tsx";

describe("modal rules", () => {
  it("Escape closes when escape is allowed; the backdrop closes by default", () => {
    expect(isCloseAllowed("escape", {})).toBe(true);
    expect(isCloseAllowed("escape", { isEscapeAllowed: false })).toBe(false);
    expect(isCloseAllowed("backdrop", {})).toBe(true);
    expect(isCloseAllowed("backdrop", { isBackdropClose: false })).toBe(false);
    expect(isCloseAllowed("button", { isEscapeAllowed: false, isBackdropClose: false })).toBe(true);
  });

  it("preventClose blocks every way of closing, and the close button is not shown", () => {
    for (const reason of ["escape", "backdrop", "button"] as const)
      expect(isCloseAllowed(reason, { preventClose: true })).toBe(false);
    const html = (preventClose: boolean) =>
      renderToString(
        <Modal
          isOpen
          onClose={() => {}}
          title="عنوان"
          closeLabel="إغلاق"
          preventClose={preventClose}
        >
          <p>نص</p>
        </Modal>,
      );
    expect(html(false)).toContain('aria-label="إغلاق"');
    expect(html(true)).not.toContain('aria-label="إغلاق"');
    expect(html(true)).toContain('aria-modal="true"');
  });
});
