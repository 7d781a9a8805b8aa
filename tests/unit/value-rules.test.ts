import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EMAIL_BODY, EMAIL_PATTERN, isUuid, UUID_PATTERN } from "../../runtime/core/value-rules.ts";

const rules = JSON.parse(
  readFileSync(new URL("../../schemas/shared/value-rules.schema.json", import.meta.url), "utf8"),
) as { $defs: Record<string, { pattern?: string }> };

describe("the value rules the schemas and the code share", () => {
  it("are the schemas' patterns, and a location's optional e-mail is the same rule", () => {
    expect(rules.$defs.uuid?.pattern).toBe(UUID_PATTERN);
    expect(rules.$defs.email?.pattern).toBe(EMAIL_PATTERN);
    // A location's e-mail may be empty: the same rule, or nothing.
    const location = JSON.parse(
      readFileSync(
        new URL("../../schemas/entities/location-attributes.schema.json", import.meta.url),
        "utf8",
      ),
    ) as { properties: { email: { pattern: string } } };
    expect(location.properties.email.pattern).toBe(`^(|${EMAIL_BODY})$`);
  });

  it("takes one plain address and no header-splitting characters", () => {
    const email = new RegExp(EMAIL_PATTERN, "u");
    for (const ok of ["sales@example.com", "سارة@مثال.امارات"])
      expect(email.test(ok), ok).toBe(true);
    for (const bad of ["a@b", "a b@c.d", "a(b)@c.d", "a,b@c.d", "Sara <s@x.y>", "a@b.c\u0000"])
      expect(email.test(bad), bad).toBe(false);
    expect(isUuid("0b7e6f52-64f6-4a8e-9c1a-2b1c5b0c9f11")).toBe(true);
    expect(isUuid("0B7E6F52-64F6-4A8E-9C1A-2B1C5B0C9F11")).toBe(false);
  });
});
