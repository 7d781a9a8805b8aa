import { describe, expect, it } from "vitest";
import { isWithinOfferSchedule, localDateTime } from "../../runtime/core/offer-schedule.ts";

const DUBAI = "Asia/Dubai"; // UTC+4, no DST
const JUNE = [{ start: "2024-06-10", end: "2024-06-12" }];

describe("isWithinOfferSchedule without a schedule", () => {
  it.each([
    { name: "undefined", schedule: undefined },
    { name: "empty", schedule: [] },
  ])("$name is always visible", ({ schedule }) => {
    expect(isWithinOfferSchedule(schedule, new Date("2000-01-01T00:00:00Z"), DUBAI)).toBe(true);
  });
});

describe("isWithinOfferSchedule in Asia/Dubai", () => {
  it.each([
    { name: "day before start", utc: "2024-06-09T12:00:00.000Z", want: false },
    { name: "start day 00:00:00 local", utc: "2024-06-09T20:00:00.000Z", want: false },
    { name: "start day 00:00:00.999 local", utc: "2024-06-09T20:00:00.999Z", want: false },
    { name: "start day 00:00:01 local", utc: "2024-06-09T20:00:01.000Z", want: true },
    { name: "UTC date is still the day before", utc: "2024-06-09T23:00:00.000Z", want: true },
    { name: "middle day", utc: "2024-06-11T08:00:00.000Z", want: true },
    { name: "midnight inside the period", utc: "2024-06-10T20:00:00.000Z", want: true },
    { name: "end day 23:59:59 local", utc: "2024-06-12T19:59:59.000Z", want: true },
    { name: "end day 23:59:59.5 local", utc: "2024-06-12T19:59:59.500Z", want: true },
    { name: "end day 23:59:59.999 local", utc: "2024-06-12T19:59:59.999Z", want: true },
    { name: "day after end 00:00:00 local", utc: "2024-06-12T20:00:00.000Z", want: false },
    { name: "UTC date is still the end day", utc: "2024-06-12T21:00:00.000Z", want: false },
  ])("$name ($utc) → $want", ({ utc, want }) => {
    expect(isWithinOfferSchedule(JUNE, new Date(utc), DUBAI)).toBe(want);
  });
});

describe("isWithinOfferSchedule periods", () => {
  const at = new Date("2024-03-15T10:00:00Z"); // 14:00 on 2024-03-15 in Dubai
  it.each([
    {
      name: "single-day period",
      schedule: [{ start: "2024-03-15", end: "2024-03-15" }],
      want: true,
    },
    { name: "past period", schedule: [{ start: "2024-03-01", end: "2024-03-14" }], want: false },
    { name: "future period", schedule: [{ start: "2024-03-16", end: "2024-03-20" }], want: false },
    {
      name: "second of several periods",
      schedule: [
        { start: "2024-01-01", end: "2024-01-31" },
        { start: "2024-03-10", end: "2024-03-20" },
      ],
      want: true,
    },
    {
      name: "none of several periods",
      schedule: [
        { start: "2024-01-01", end: "2024-01-31" },
        { start: "2024-04-01", end: "2024-04-30" },
      ],
      want: false,
    },
    {
      name: "period across years",
      schedule: [{ start: "2023-12-01", end: "2025-01-01" }],
      want: true,
    },
    {
      name: "reversed period",
      schedule: [{ start: "2024-03-20", end: "2024-03-10" }],
      want: false,
    },
    {
      name: "malformed dates",
      schedule: [{ start: "15/03/2024", end: "2024-03-20" }],
      want: false,
    },
    {
      name: "malformed period next to a valid one",
      schedule: [
        { start: "soon", end: "later" },
        { start: "2024-03-15", end: "2024-03-15" },
      ],
      want: true,
    },
  ])("$name → $want", ({ schedule, want }) => {
    expect(isWithinOfferSchedule(schedule, at, DUBAI)).toBe(want);
  });
});

describe("isWithinOfferSchedule across DST", () => {
  it.each([
    // Europe/London switches to BST (UTC+1) on 2024-03-31 at 01:00 UTC.
    {
      zone: "Europe/London",
      period: { start: "2024-03-31", end: "2024-03-31" },
      utc: "2024-03-31T00:00:00.000Z",
      want: false,
    },
    {
      zone: "Europe/London",
      period: { start: "2024-03-31", end: "2024-03-31" },
      utc: "2024-03-31T00:00:01.000Z",
      want: true,
    },
    {
      zone: "Europe/London",
      period: { start: "2024-03-31", end: "2024-03-31" },
      utc: "2024-03-31T22:59:59.000Z",
      want: true,
    },
    {
      zone: "Europe/London",
      period: { start: "2024-03-31", end: "2024-03-31" },
      utc: "2024-03-31T23:00:00.000Z",
      want: false,
    },
    // In summer London midnight is 23:00 UTC of the previous day.
    {
      zone: "Europe/London",
      period: { start: "2024-07-01", end: "2024-07-01" },
      utc: "2024-06-30T23:00:00.000Z",
      want: false,
    },
    {
      zone: "Europe/London",
      period: { start: "2024-07-01", end: "2024-07-01" },
      utc: "2024-06-30T23:00:01.000Z",
      want: true,
    },
    // New York falls back to EST (UTC-5) on 2024-11-03 at 06:00 UTC.
    {
      zone: "America/New_York",
      period: { start: "2024-11-03", end: "2024-11-03" },
      utc: "2024-11-03T04:00:00.000Z",
      want: false,
    },
    {
      zone: "America/New_York",
      period: { start: "2024-11-03", end: "2024-11-03" },
      utc: "2024-11-03T04:00:01.000Z",
      want: true,
    },
    {
      zone: "America/New_York",
      period: { start: "2024-11-03", end: "2024-11-03" },
      utc: "2024-11-04T04:59:59.000Z",
      want: true,
    },
    {
      zone: "America/New_York",
      period: { start: "2024-11-03", end: "2024-11-03" },
      utc: "2024-11-04T05:00:00.000Z",
      want: false,
    },
  ])("$zone $utc → $want", ({ zone, period, utc, want }) => {
    expect(isWithinOfferSchedule([period], new Date(utc), zone)).toBe(want);
  });
});

describe("localDateTime", () => {
  it.each([
    {
      utc: "2024-06-09T20:00:00.000Z",
      zone: DUBAI,
      want: { date: "2024-06-10", time: "00:00:00" },
    },
    {
      utc: "2024-06-12T19:59:59.500Z",
      zone: DUBAI,
      want: { date: "2024-06-12", time: "23:59:59" },
    },
    {
      utc: "2024-01-01T00:00:00.000Z",
      zone: "UTC",
      want: { date: "2024-01-01", time: "00:00:00" },
    },
    {
      utc: "2024-01-01T00:30:00.000Z",
      zone: "America/Los_Angeles",
      want: { date: "2023-12-31", time: "16:30:00" },
    },
  ])("$utc in $zone", ({ utc, zone, want }) => {
    expect(localDateTime(new Date(utc), zone)).toEqual(want);
  });

  it("rejects an unknown time zone", () => {
    expect(() => isWithinOfferSchedule(JUNE, new Date(), "Mars/Olympus")).toThrow(RangeError);
  });
});
