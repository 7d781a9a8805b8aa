import { chromium } from "playwright-core";

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto("file:///tmp/rt/page.html");
const info = async () =>
  page.evaluate(() => {
    const spot = document.querySelector(".hotspots-container__spot");
    const card = document.getElementById("hotspots-container-2-card-1");
    const r = spot.getBoundingClientRect();
    return {
      spotDisplay: getComputedStyle(spot).display,
      spotRect: [Math.round(r.x), Math.round(r.y), r.width, r.height],
      cardOpen: card.matches(":popover-open"),
      cardDisplay: getComputedStyle(card).display,
      navH: document.querySelector(".in-page-navigation").getBoundingClientRect().height,
    };
  });
console.log("desktop before", await info());
await page.locator(".hotspots-container__spot").first().scrollIntoViewIfNeeded();
await page.locator(".hotspots-container__spot").first().click();
console.log("desktop after click", await info());
await page.screenshot({ path: "/tmp/rt/desk-popover.png" });
await page.keyboard.press("Escape");
console.log("after esc", await info());
// sticky: scroll far and check nav top
await page.evaluate(() => window.scrollTo(0, 1500));
console.log(
  "nav top after scroll",
  await page.evaluate(
    () => document.querySelector(".in-page-navigation").getBoundingClientRect().top,
  ),
);
await page.evaluate(() => window.scrollTo(0, 0));
await page.screenshot({ path: "/tmp/rt/desk-top.png" });
await page.setViewportSize({ width: 1100, height: 900 });
console.log(
  "nav h @1100",
  await page.evaluate(
    () => document.querySelector(".in-page-navigation").getBoundingClientRect().height,
  ),
);
// phone
await page.setViewportSize({ width: 375, height: 800 });
console.log("phone", await info());
console.log(
  "phone nav list scrollable",
  await page.evaluate(() => {
    const l = document.querySelector(".in-page-navigation__list");
    return [l.scrollWidth, l.clientWidth];
  }),
);
console.log(
  "phone slider",
  await page.evaluate(() => {
    const l = document.querySelector(".content-blocks--slider .content-blocks__list");
    return [l.scrollWidth, l.clientWidth, getComputedStyle(l).scrollSnapType];
  }),
);
await page.screenshot({ path: "/tmp/rt/phone-top.png" });
await page.locator(".hotspots-container").scrollIntoViewIfNeeded();
await page.screenshot({ path: "/tmp/rt/phone-hotspots.png" });
// anchor click
await page.setViewportSize({ width: 1280, height: 900 });
await page.click('a[href="#component-4"]').catch((e) => console.log("no anchor", e.message));
await page.click('a[href="#top"]');
console.log("after TOP scrollY", await page.evaluate(() => scrollY));
await browser.close();
