import { test as base, expect } from "@playwright/test";
import { recordCspViolations } from "./cspViolations";
import { recordOffOriginRequests } from "./offOrigin";
import { A11yPage, COLOUR_RULES } from "./pages/A11yPage";
import { AppPage } from "./pages/AppPage";
import { DocsTablePage } from "./pages/DocsTablePage";
import { DetailsPage } from "./pages/DetailsPage";
import { DecisionsPage } from "./pages/DecisionsPage";
import { StagePage } from "./pages/StagePage";
import { BoardPage } from "./pages/BoardPage";
import { ChecksPage } from "./pages/ChecksPage";
import { ComparePage } from "./pages/ComparePage";
import { CostPage } from "./pages/CostPage";
import { EditorPage } from "./pages/EditorPage";
import { EnginePage } from "./pages/EnginePage";
import { ExportPage } from "./pages/ExportPage";
import { FirstPaintPage } from "./pages/FirstPaintPage";
import { FlowPage } from "./pages/FlowPage";
import { GrowthPage } from "./pages/GrowthPage";
import { GalleryPage } from "./pages/GalleryPage";
import { HistoryPage } from "./pages/HistoryPage";
import { ForkPage } from "./pages/ForkPage";
import { InterruptPage } from "./pages/InterruptPage";
import { KnobsPage } from "./pages/KnobsPage";
import { LanguagePage } from "./pages/LanguagePage";
import { LayoutPage } from "./pages/LayoutPage";
import { LessonPage } from "./pages/LessonPage";
import { MetricsPage } from "./pages/MetricsPage";
import { PickerPage } from "./pages/PickerPage";
import { PlayerPage } from "./pages/PlayerPage";
import { ProbePage } from "./pages/ProbePage";
import { ResponsivenessPage } from "./pages/ResponsivenessPage";
import { RunPage } from "./pages/RunPage";
import { ScenarioPage } from "./pages/ScenarioPage";
import { SharePage } from "./pages/SharePage";
import { StatePage } from "./pages/StatePage";
import { StoragePage } from "./pages/StoragePage";
import { SweepPage } from "./pages/SweepPage";

/** Page objects, one per panel, handed to tests as fixtures (add yours here). */
export interface PageObjects {
  app: AppPage;
  probe: ProbePage;
  knobs: KnobsPage;
  flow: FlowPage;
  player: PlayerPage;
  share: SharePage;
  editor: EditorPage;
  scenario: ScenarioPage;
  history: HistoryPage;
  interrupt: InterruptPage;
  decisions: DecisionsPage;
  fork: ForkPage;
  state: StatePage;
  run: RunPage;
  metrics: MetricsPage;
  docsTable: DocsTablePage;
  language: LanguagePage;
  engine: EnginePage;
  sweep: SweepPage;
  a11y: A11yPage;
  layout: LayoutPage;
  checks: ChecksPage;
  compare: ComparePage;
  cost: CostPage;
  storage: StoragePage;
  board: BoardPage;
  responsiveness: ResponsivenessPage;
  exporter: ExportPage;
  growth: GrowthPage;
  gallery: GalleryPage;
  lesson: LessonPage;
  picker: PickerPage;
  firstPaint: FirstPaintPage;
  details: DetailsPage;
  stage: StagePage;
}

/** Fixtures every test gets whether it asks or not. */
interface Guards {
  /** Requests that left the page's origin during the test; the test fails if any did. */
  offOriginRequests: string[];
  /** Content-Security-Policy violations reported during the test; the test fails if there was any. */
  cspViolations: string[];
}

/** Options a spec sets with `test.use`. */
interface Options {
  /** Whether the page runs settings ahead while idle, as it does for users (see `pages/appPath.ts`). */
  runAhead: boolean;
}

/**
 * The suite's `test`: import it from here, not from `@playwright/test`. Every test automatically
 * fails when any request leaves the page's origin (the app must work with no network at all) or
 * the page or a worker breaks the Content-Security-Policy.
 */
export const test = base.extend<PageObjects & Guards & Options>({
  runAhead: [false, { option: true }],
  app: async ({ page, runAhead }, use) => use(new AppPage(page, runAhead)),
  details: async ({ page }, use) => use(new DetailsPage(page)),
  stage: async ({ page }, use) => use(new StagePage(page)),
  lesson: async ({ page }, use) => use(new LessonPage(page)),
  picker: async ({ page }, use) => use(new PickerPage(page)),
  firstPaint: async ({ page }, use) => use(new FirstPaintPage(page)),
  cost: async ({ page }, use) => use(new CostPage(page)),
  probe: async ({ page }, use) => use(new ProbePage(page)),
  share: async ({ page, runAhead }, use) => use(new SharePage(page, runAhead)),
  editor: async ({ page }, use) => use(new EditorPage(page)),
  knobs: async ({ page }, use) => use(new KnobsPage(page)),
  flow: async ({ page }, use) => use(new FlowPage(page)),
  player: async ({ page }, use) => use(new PlayerPage(page)),
  scenario: async ({ page }, use) => use(new ScenarioPage(page)),
  history: async ({ page }, use) => use(new HistoryPage(page)),
  interrupt: async ({ page }, use) => use(new InterruptPage(page)),
  decisions: async ({ page }, use) => use(new DecisionsPage(page)),
  fork: async ({ page }, use) => use(new ForkPage(page)),
  state: async ({ page }, use) => use(new StatePage(page)),
  run: async ({ page }, use) => use(new RunPage(page)),
  layout: async ({ page }, use) => use(new LayoutPage(page)),
  a11y: async ({ page, colorScheme }, use) => use(new A11yPage(page, colorScheme === "dark" ? COLOUR_RULES : undefined)),
  sweep: async ({ page }, use) => use(new SweepPage(page)),
  language: async ({ page }, use) => use(new LanguagePage(page)),
  metrics: async ({ page }, use) => use(new MetricsPage(page)),
  engine: async ({ page }, use) => use(new EnginePage(page)),
  docsTable: async ({ page }, use) => use(new DocsTablePage(page)),
  checks: async ({ page }, use) => use(new ChecksPage(page)),
  compare: async ({ page }, use) => use(new ComparePage(page)),
  storage: async ({ page }, use) => use(new StoragePage(page)),
  board: async ({ page }, use) => use(new BoardPage(page)),
  responsiveness: async ({ page }, use) => use(new ResponsivenessPage(page)),
  exporter: async ({ page }, use) => use(new ExportPage(page)),
  growth: async ({ page }, use) => use(new GrowthPage(page)),
  gallery: async ({ page }, use) => use(new GalleryPage(page)),
  offOriginRequests: [
    async ({ context, baseURL }, use) => {
      const requests = recordOffOriginRequests(context, new URL(baseURL!).origin);
      await use(requests);
      expect(requests, "requests that left the page's origin").toEqual([]);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const violations = recordCspViolations(context);
      await use(violations);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
