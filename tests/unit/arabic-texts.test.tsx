import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DEFAULT_PRICE_SETTINGS } from "../../runtime/core/prices.ts";
import { mapVehicle } from "../../runtime/core/stock/vehicle.ts";
import { optionLabel } from "../../site/blocks/StockLocator/texts.ts";
import {
  addDays,
  addMonths,
  calendarLocale,
  calendarWords,
  firstDayOfWeek,
  monthWeeks,
  weekBounds,
} from "../../site/forms/calendar.ts";
import { DateField } from "../../site/forms/date-field.tsx";
import { leadFormTexts } from "../../site/forms/texts.ts";
import { translator } from "../../site/i18n/index.ts";
import { htmlInLanguage, textsInPageScript } from "../../site/showroom/page-language.ts";
import { colorText, modelText, vehicleTitle } from "../../site/showroom/texts.ts";
import { stockAnswer, stockAttributes } from "../helpers/stock-vehicle.ts";

/** Latin month names, full or short, as an English date would write them. */
const LATIN_MONTH =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\b/;

describe("the date field's calendar", () => {
  it("starts the week where the page's language starts it", () => {
    expect(firstDayOfWeek("ar")).toBe(6);
    expect(firstDayOfWeek("he")).toBe(7);
    expect(firstDayOfWeek("en-GB")).toBe(1);
  });

  it("lays a month out in weeks from that day, with empty cells around it", () => {
    // December 2026 starts on a Tuesday: Saturday, Sunday, Monday are empty in an Arabic week.
    const weeks = monthWeeks("2026-12-15", 6);
    expect(weeks[0]).toEqual([
      null,
      null,
      null,
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
    ]);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks.flat().filter((d) => d !== null)).toHaveLength(31);
    expect(
      weeks
        .at(-1)
        ?.filter((d) => d !== null)
        .at(-1),
    ).toBe("2026-12-31");
  });

  it("moves by days, months and to the ends of the week without losing a day", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2026-03-15", -12)).toBe("2025-03-15");
    expect(weekBounds("2026-12-01", 6)).toEqual({ start: "2026-11-28", end: "2026-12-04" });
  });

  it("words the month, the weekdays and the date in Arabic", () => {
    const words = calendarWords("ar");
    expect(words.month("2026-12-07")).toMatch(/ديسمبر/);
    expect(words.full("2026-12-07")).toMatch(/الاثنين.*ديسمبر/);
    expect(words.weekdays.map((w) => w.long)[0]).toBe("السبت");
    for (const text of [words.month("2026-11-01"), words.full("2026-11-28")])
      expect(text).not.toMatch(LATIN_MONTH);
  });

  it("writes its days in the site's digits on a page of its language, in its own elsewhere", () => {
    expect(calendarLocale("ar", "ar-u-nu-arab")).toBe("ar-u-nu-arab");
    expect(calendarLocale("en", "ar-u-nu-latn")).toBe("en");
    expect(calendarWords(calendarLocale("ar", "ar-u-nu-arab")).day("2026-12-06")).toBe("٦");
    expect(calendarWords(calendarLocale("ar", "ar-u-nu-latn")).day("2026-12-06")).toBe("6");
    expect(calendarWords("ar-u-nu-arab").weekdays.map((w) => w.long)[0]).toBe("السبت");
  });

  it("shows the chosen date in words, never mm/dd/yyyy, and sends the ISO day", () => {
    const texts = leadFormTexts(translator("ar"));
    const html = (value: string) =>
      renderToStaticMarkup(
        <DateField
          id="f-date"
          labelId="f-date-label"
          lang="ar"
          value={value}
          min={undefined}
          isRequired
          isInvalid={false}
          describedBy={undefined}
          texts={texts}
          onChange={() => {}}
          onLeave={() => {}}
        />,
      );
    const empty = html("");
    expect(empty).toContain("اختر تاريخاً");
    expect(empty).not.toMatch(/mm\/dd|yyyy|type="date"/);
    expect(empty).toContain('aria-labelledby="f-date-label f-date-text"');
    const chosen = html("2026-12-07");
    expect(chosen).toMatch(/الاثنين، 7 ديسمبر 2026/);
    expect(chosen).toContain('type="hidden" name="f-date" value="2026-12-07"');
  });
});

describe("the showroom in the page's language", () => {
  const t = translator("ar");
  const options = { lists: ["default"], priceSettings: DEFAULT_PRICE_SETTINGS, mainBrand: "" };

  it("names the brand and model as the menus do, the trim as it is", () => {
    expect(modelText(t, "Defender", "Defender 110 SE D300")).toBe("ديفندر 110 SE D300");
    expect(modelText(t, "Range Rover Sport", "")).toBe("رينج روفر سبورت");
    expect(modelText(translator("en"), "Defender", "Defender 110")).toBe("Defender 110");
    expect(optionLabel(t, "models", "Defender")).toBe("ديفندر");
    expect(optionLabel(t, "brands", "Land Rover")).toBe("لاند روفر");
    expect(optionLabel(t, "models", "Unknown Model")).toBe("Unknown Model");
  });

  it("gives an English paint name on an Arabic page as the colour in words", () => {
    expect(colorText(t, "Fuji White", "white")).toBe("أبيض");
    expect(colorText(t, "أبيض فوجي", "white")).toBe("أبيض فوجي");
    expect(colorText(translator("en"), "Fuji White", "white")).toBe("Fuji White");
    const vehicle = mapVehicle(
      stockAnswer(
        stockAttributes({
          nameplate_name: "Defender",
          model_display_name: "Defender 110 SE D300",
          color_name: "Fuji White",
          color_canonical: "white",
        }),
      ),
      options,
    );
    const title = vehicleTitle(vehicle, t);
    expect(title.mainParts).toContain("لاند روفر");
    // The trim is a part of its own: isolated, it reads "110 SE D300" left to right.
    expect(title.mainParts.slice(-2)).toEqual(["ديفندر", "110 SE D300"]);
    expect(title.main).toMatch(/ديفندر 110 SE D300$/);
    expect(title.details).not.toMatch(/Fuji|White|AWD/);
  });

  it("keeps one language of HTML written in two", () => {
    const both = '<p lang="ar" dir="rtl">ادفع نقداً</p><p lang="en" dir="ltr">Pay in full</p>';
    expect(htmlInLanguage(both, "ar")).toBe('<p lang="ar" dir="rtl">ادفع نقداً</p>');
    expect(htmlInLanguage(both, "en")).toBe('<p lang="en" dir="ltr">Pay in full</p>');
    // Nothing in the page's language: all of it stays.
    expect(htmlInLanguage(both, "he")).toBe(both);
    expect(htmlInLanguage("<p>نص</p>", "ar")).toBe("<p>نص</p>");
  });

  it("keeps the disclaimers in the page's script when they come in two", () => {
    const texts = ["الأسعار تشمل الضريبة.", "Prices include VAT.", "SUV 4x4 نص"];
    expect(textsInPageScript(texts, "ملاحظات مهمة")).toEqual([
      "الأسعار تشمل الضريبة.",
      "SUV 4x4 نص",
    ]);
    expect(textsInPageScript(texts, "Disclaimers")).toEqual(["Prices include VAT."]);
    expect(textsInPageScript(["Only English"], "ملاحظات مهمة")).toEqual(["Only English"]);
  });
});
