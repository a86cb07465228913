/**
 * Prints the ten slowest tests of the last `npm test` (or of any targeted run), read from the JSON
 * reports Vitest and Playwright write (reports/vitest.json, reports/playwright.json; see their
 * configs). A report that is missing (its step did not run) is left out.
 */
import { readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import type { JSONReport, JSONReportSuite } from "@playwright/test/reporter";

const ROOT = resolve(import.meta.dirname, "..");
const COUNT = 10;

interface Timed {
  suite: "unit" | "e2e";
  name: string;
  ms: number;
}

function readJson<T>(path: string): T | undefined {
  try {
    return JSON.parse(readFileSync(resolve(ROOT, path), "utf8")) as T;
  } catch {
    return undefined;
  }
}

/** Vitest's JSON report (the Jest-compatible shape it writes). */
interface VitestReport {
  testResults: { name: string; assertionResults: { fullName: string; duration?: number | null }[] }[];
}

function unitTimes(report: VitestReport | undefined): Timed[] {
  return (report?.testResults ?? []).flatMap((file) =>
    file.assertionResults.map((test) => ({ suite: "unit" as const, name: `${relative(ROOT, file.name)} › ${test.fullName}`, ms: test.duration ?? 0 })),
  );
}

function e2eTimes(report: JSONReport | undefined): Timed[] {
  const walk = (suite: JSONReportSuite): Timed[] => [
    ...suite.specs.flatMap((spec) =>
      spec.tests.map((test) => ({ suite: "e2e" as const, name: `e2e/${spec.file} › ${spec.title}`, ms: test.results.reduce((sum, result) => sum + result.duration, 0) })),
    ),
    ...(suite.suites ?? []).flatMap(walk),
  ];
  return (report?.suites ?? []).flatMap(walk);
}

const tests = [...unitTimes(readJson<VitestReport>("reports/vitest.json")), ...e2eTimes(readJson<JSONReport>("reports/playwright.json"))];
const slowest = tests.sort((a, b) => b.ms - a.ms).slice(0, COUNT);
console.log(`The ${slowest.length} slowest tests:`);
for (const test of slowest) console.log(`${(test.ms / 1000).toFixed(1).padStart(7)} s  ${test.suite.padEnd(4)}  ${test.name}`);
