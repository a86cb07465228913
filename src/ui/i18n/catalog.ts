import { fillText, type Locale, type TextParams } from "../../engine/localizedText";
import { zh } from "./zh";

/**
 * Every piece of UI text, in one typed catalog. Components never hold literal strings: they call
 * `t("key")` (or `useText()` in React), so a second language is one more catalog object.
 *
 * Keys are flat and dotted by panel (`player.play`, `knobs.disabledReason`). `{name}` placeholders are
 * filled from the params argument of `t`. Other panels add their keys here with small edits, and the
 * same key in `zh.ts` (typed as a complete catalog, so a key missing there fails tsc).
 */
export const en = {
  // App shell
  "app.title": "Agent Topology Playground",
  "app.tagline": "Real LangGraph.js multi-agent graphs, scripted models, replayed step by step.",
  "app.loadingEngine": "Loading the LangGraph runtime…",
  "app.running": "Running the graph…",
  "app.runSlow": "This run is taking long.",
  "app.stopRun": "Stop run",
  "app.runStoppedByUser": "You stopped the run after {seconds} s; the engine was restarted.",
  "app.runStoppedRunaway": "The run took longer than {seconds} s and was stopped; the engine was restarted.",
  "app.engineFailed": "The engine worker failed: {message}",
  "app.retry": "Run again",
  "app.noTrace": "No run yet.",

  // Theme and language
  "theme.toggle": "Toggle light/dark theme",
  "theme.light": "Light",
  "theme.dark": "Dark",
  "locale.label": "Language",

  // Panels
  "panel.knobs": "Setup",
  "panel.diagram": "Graph",
  "panel.history": "Shared messages",
  "panel.chart": "Context over the run",
  "panel.metrics": "Context at the playhead",
  "panel.sweep": "All knob combinations",
  "panel.placeholder": "{panel} appears here.",
  "panel.show": "Show {panel}",
  "panel.hide": "Hide {panel}",

  // Scenario
  "scenario.label": "Scenario",
  "scenario.about": "About this scenario",
  "scenario.galleryWhy": "Why it fails",
  "scenario.galleryFix": "The fix",
  "scenario.applyFix": "Apply the fix and run again",
  "scenario.fixApplied": "Fix applied: the run on screen uses it.",

  // Knobs
  "knobs.topology": "Topology",
  "knobs.disabledReason": "Only for {topologies}.",
  "knobs.on": "on",
  "knobs.off": "off",
  "knobs.notInScenario": "This scenario does not play on {topology}.",
  "knobs.otherTopologies": "{count} knobs don't apply to {topology}",

  // A topology's API status (from its descriptor), in the picker and the diagram header
  "apiStatus.current": "current",
  "apiStatus.legacy": "legacy",
  "apiStatus.hand-written": "hand-written",
  "apiStatus.current.help": "The API LangChain recommends for new code today.",
  "apiStatus.legacy.help": "Still published but no longer actively maintained: worth reading in existing code, not the path for new code.",
  "apiStatus.hand-written.help": "A graph written by hand on the core LangGraph runtime, not a prebuilt library API.",
  "apiStatus.uses": "Built on {apis}.",
  "knobs.topologyOption": "{topology} · {status}",
  "knobs.allTopologies": "every topology",

  // Player
  "player.play": "Play",
  "player.pause": "Pause",
  "player.stepForward": "Step forward",
  "player.stepBack": "Step back",
  "player.jumpStart": "Jump to start",
  "player.jumpEnd": "Jump to end",
  "player.scrub": "Playhead",
  "player.speed": "Speed",
  "player.stepOf": "Step {step} / {total}",
  "player.keys": "Space play · ←/→ step · Home/End",

  // Step descriptions (what the playhead is on)
  "step.input": "Turn {turn} input: the user's message enters the graph.",
  "step.node": "{node} ran",
  "step.inner": "{node} inside {agent} ran",
  "step.added": "added {count} to the shared history",
  "step.modelCalls": "{count} model calls",
  "step.modelCallsOne": "1 model call",
  "step.error": "The runtime raised {name}",
  "step.interruptWaiting": "The run paused: interrupt() waits for a human's decision",
  "step.interruptResumed": "The run paused at interrupt() and was resumed with the human's decision",

  // Message types (the runtime's names, shown on rows and in the composition legend)
  "msgType.human": "human",
  "msgType.ai": "ai",
  "msgType.tool": "tool",
  "msgType.system": "system",

  // History panel
  "history.count": "{count} messages",
  "history.countOne": "1 message",
  "history.showDropped": "Show what was dropped",
  "history.droppedCount": "{count} dropped",
  "history.droppedTitle": "Ghost rows: messages of the full_history + handoff-messages run that the current knobs leave out",
  "history.noBaseline": "Needs the full_history + handoff run",
  "history.empty": "The shared state is empty at this step.",
  "history.added": "new",
  "history.dropped": "dropped",
  "history.extra": "not in baseline",
  "history.noText": "(no text)",
  "history.more": "Show all",
  "history.less": "Show less",
  "history.pairTitle": "Tool call {id}",
  "history.unanswered": "no tool result",
  "history.unansweredTitle": "No tool result answers this call where a provider needs one (in the tool messages right after it). OpenAI and Anthropic reject a history like this.",

  // What the model saw
  "modelInput.title": "What the model saw",
  "modelInput.pick": "Model call",
  "modelInput.followPlayhead": "At the playhead",
  "modelInput.option": "{label} · step {step}",
  "modelInput.atStep": "called at this step",
  "modelInput.latest": "latest call before the playhead",
  "modelInput.picked": "picked call",
  "modelInput.none": "No model has been called yet at this step.",
  "modelInput.messages": "messages",
  "modelInput.chars": "chars",

  // Metrics
  "metrics.messages": "Messages",
  "metrics.chars": "Characters",
  "metrics.tokens": "Tokens",
  "metrics.tokensHint": "o200k_base tokens of the message contents",
  "metrics.tokensLoading": "Counting tokens…",
  "metrics.llmCalls": "LLM calls",
  "metrics.llmCallsHint": "Model calls of every agent up to the playhead",
  "metrics.composition": "Composition of the shared state",
  "metrics.agent": "Agent",
  "metrics.calls": "Calls",
  "metrics.inputMessages": "Input msgs",
  "metrics.inputChars": "Input chars",
  "metrics.usageCaption": "What each model consumed up to the playhead (summed over its calls)",
  "metrics.noCalls": "No model calls yet.",

  // Context chart
  "chart.messages": "messages",
  "chart.chars": "chars",
  "chart.show": "Plot",
  "chart.current": "this run",
  "chart.ghost": "previous setting",
  "chart.turn": "turn {n}",
  "chart.summary": "Shared context size ({metric}) over {steps} steps; playhead at step {step} with {value}.",

  // Sweep table
  "sweepTable.topology": "topology",
  "sweepTable.knobs": "knobs",
  "sweepTable.path": "node path",
  "sweepTable.messages": "shared messages",
  "sweepTable.composition": "composition (h/ai/tool/sys)",
  "sweepTable.chars": "characters",
  "sweepTable.calls": "model calls (router/total)",
  "sweepTable.routerInput": "router input chars",
  "sweepTable.outcome": "outcome",
  "sweepTable.error": "error: {name}",
  "sweepTable.pick": "Switch to {knobs}",
  "sweepTable.empty": "No sweep rows yet.",
  "sweepTable.current": "current",
  "sweepTable.filter": "Show topology",
  "sweepTable.all": "all ({count})",
  "sweepTable.changedHint": "differs from the scenario's default setting",

  // Flow diagram
  "flow.start": "START",
  "flow.end": "END",
  "flow.calls": "{count} calls",
  "flow.collapse": "Collapse {group}",
  "flow.expand": "Expand {group}",
  "flow.conditional": "conditional edge",
  "flow.fixed": "fixed edge",
  "flow.legendActive": "active node",
  "flow.legendConditional": "conditional",
  "flow.legendFixed": "fixed",

  // Sweep
  "sweep.open": "Sweep all knobs",
  "sweep.running": "Running every knob combination in the engine worker…",
  "sweep.failed": "The sweep did not finish.",

  // Run errors
  // Time travel
  "fork.fromHere": "Fork from here",
  "fork.fromHereTitle": "Go back to this step's checkpoint and re-run from it with one agent's next reply changed",
  "fork.title": "Fork from step {step}",
  "fork.explain": "The run goes back to the checkpoint LangGraph saved at this step (for a step inside an agent: the last top-level step before it) and runs again from there on the real runtime, with the agent's next reply replaced.",
  "fork.agent": "Agent whose next reply changes",
  "fork.content": "Its reply's text",
  "fork.toolCalls": "Its tool calls (JSON list of { name, args }; empty for none)",
  "fork.badToolCalls": "The tool calls must be a JSON list of objects with a name.",
  "fork.run": "Run the fork",
  "fork.cancel": "Cancel",
  "fork.banner": "Forked at step {step}: {agent}'s call {call} was changed",
  "fork.clear": "Back to the original run",
  "fork.pathAfter": "Top-level path after the step",
  "fork.messagesAtEnd": "Messages at the end",
  "fork.original": "Original",
  "fork.fork": "Fork",
  // Interrupt card
  "interrupt.title": "The graph is asking a human",
  "interrupt.asks": "{action} wants to run with:",
  "interrupt.waitsAt": "Paused before: {nodes} (getState().next)",
  "interrupt.noState": "The outer graph has no checkpointer, so getState() cannot say where it paused.",
  "interrupt.approve": "Approve",
  "interrupt.reject": "Reject",
  "interrupt.edit": "Edit and approve",
  "interrupt.decidedApprove": "This run resumed with: approve. Choose again to re-run from here.",
  "interrupt.decidedReject": "This run resumed with: reject. Choose again to re-run from here.",
  "interrupt.decidedEdit": "This run resumed with: edit {args}. Choose again to re-run from here.",
  "run.errorTitle": "The run stopped with an error",
  "run.errorAtStep": "Show step {step}",
  "run.explainBudget":
    "The playground stopped this run: it went over its limit of {max} {what} per run (it had used {used}). Every run has a budget of model calls, tool-result characters and trace size, so no link or file can keep the engine busy without end. Make the scenario smaller: fewer rounds, shorter tool results.",
  "run.limit.modelCalls": "model calls",
  "run.limit.toolResultChars": "characters of tool results",
  "run.limit.traceChars": "characters recorded in the trace",

  // Share links
  "share.copy": "Copy link",
  "share.copied": "Link copied",
  "share.copyManually": "Copy this link:",
  "share.tooLarge": "No link for this scenario",
  "share.exportInstead": "Export the scenario as a file",
  "link.errorTitle": "This link could not be opened",
  "link.warningTitle": "Part of this link was ignored",
  "link.openedInstead": "The playground opened {what} instead.",
  "link.lastGood": "the last state that worked",
  "link.default": "the default scenario",
  "link.dismiss": "Dismiss",

  // Scenario editor
  "editor.open": "Edit scenario",
  "editor.title": "Scenario editor",
  "editor.close": "Close editor",
  "editor.startFrom": "Start from",
  "editor.startFromCurrent": "the scenario playing now",
  "editor.undo": "Undo",
  "editor.redo": "Redo",
  "editor.import": "Import JSON",
  "editor.export": "Export JSON",
  "editor.run": "Run this scenario",
  "editor.valid": "Valid: ready to run.",
  "editor.issues": "{count} problem(s): fix them to run.",
  "editor.importFailed": "The file could not be imported: {message}",
  "editor.imported": "Imported {name}.",
  "editor.saved": "Saved in this browser.",
  "editor.id": "Id",
  "editor.scenarioTitle": "Title",
  "editor.summary": "Summary",
  "editor.userTurns": "User turns",
  "editor.userTurn": "Turn {n}",
  "editor.addTurn": "Add a user turn",
  "editor.router": "Router",
  "editor.routerName": "Router name",
  "editor.routerScript": "Router script for {topology}",
  "editor.addRouterScript": "Add a router script for",
  "editor.agents": "Agents",
  "editor.addAgent": "Add an agent",
  "editor.agentName": "Name",
  "editor.description": "Description",
  "editor.prompt": "Prompt",
  "editor.agentTools": "Tools it may call",
  "editor.script": "Script (call n gets reply n)",
  "editor.tools": "Tools",
  "editor.addTool": "Add a tool",
  "editor.toolName": "Name",
  "editor.toolResult": "Scripted result",
  "editor.reply": "Reply {n}",
  "editor.replyText": "Text",
  "editor.addReply": "Add a reply",
  "editor.toolCall": "Tool call",
  "editor.addToolCall": "Add a tool call",
  "editor.args": "Arguments (JSON object)",
  "editor.argsInvalid": "Not a JSON object yet: {message}",
  "editor.remove": "Remove",
  "editor.moveUp": "Move up",
  "editor.moveDown": "Move down",
  "editor.topologies": "Plays on",

  // Topology state panel (step.extra at the playhead)
  "state.title": "Topology state · turn {turn}",
  "state.toggle": "Show or hide the topology's own state",
  "state.changedHere": "updated at this step",
  "state.dispatchHistory": "dispatch_history ({count} / max_iter {max})",
  "state.dispatchEmpty": "(empty: no specialist dispatched in this turn)",
  "state.next": "next",
  "state.finalAnswer": "final_answer",
  "state.maxIterStop": "Stopped at max_iter = {max}: the supervisor ended the turn itself, before asking its model again.",
  "state.proposal": "Router model proposed",
  "state.proposalNotJson": "not JSON",
  "state.proposalPlan": "a plan of {count} steps",
  "state.verdict": "Critic verdict",
  "state.verdictUnsure": "unsure",
  "state.verdictPass": "suggest {agent}",
  "state.confidence": "confidence {value}",
  "state.reasoning": "reasoning",
  "state.alternatives": "alternatives",
  "state.noAlternatives": "(none)",
  "state.plan": "Plan (suggested only, nothing runs): {kept} of {proposed} steps kept",
  "state.planKept": "kept",
  "state.planCut": "cut here",
  "state.planDropped": "dropped",
  "state.planAllPassed": "every step passed the critic",
  "state.cutAt": "cutAt = {index}",

  // Docs table: the LangChain docs' performance comparison beside measured runs
  "docsTable.open": "Docs table",
  "docsTable.title": "The LangChain docs' performance table, measured",
  "docsTable.source": "The docs' figures are from {page} (section \"{section}\", {path} at {commit}). Measured: each pattern run here on the real libraries.",
  "docsTable.running": "Running the docs' scenarios: {done} of {total} runs…",
  "docsTable.failed": "The docs table could not be measured: {message}",
  "docsTable.close": "Close the docs table",
  "docsTable.pattern": "Pattern",
  "docsTable.docs": "docs",
  "docsTable.measured": "measured",
  "docsTable.callsPerTurn": "calls per turn",
  "docsTable.totalCalls": "total calls",
  "docsTable.inputTokens": "input tokens",
  "docsTable.openRun": "Open this run: {pattern} on {scenario}",
  "docsTable.notes": "Where the docs' numbers and the runs disagree",
  "docsTable.tokensHow": "Input tokens: o200k_base tokens of every message each model call received, summed over all calls (tool schemas and tool-call arguments not counted). The docs round theirs to thousands.",
  "docsTable.notApplicable": "—",
  "docsTable.row.subagents": "Subagents",
  "docsTable.row.handoffs": "Handoffs",
  "docsTable.row.skills": "Skills",
  "docsTable.row.router-fanout": "Router",
  "docsTable.row.router-as-tool": "Router as a tool (stateful)",
  "docsTable.scenario.docs-one-shot": "1 · Single task (\"Buy milk\")",
  "docsTable.scenario.docs-repeat": "2 · Follow-up (\"Buy milk again\")",
  "docsTable.scenario.docs-multi-domain": "3 · Three languages, ~2K tokens of docs each",
  "docsNote.prose-token-saving": "The prose says subagents process {claimed}% fewer tokens than skills; the table's own ~9K against ~15K is {fromTable}% fewer.",
  "docsNote.prose-follow-up-saving": "The prose says stateful patterns save {low}–{high}% of calls on follow-ups; the table's own calls give {vsSubagents}% against subagents and {vsRouter}% against the router on turn two ({bothSubagents}% and {bothRouter}% over both turns).",
  "docsNote.breakdown-sum": "The handoffs breakdown's own figures (1K, then three agents of at least two ~2K calls) sum to {sum} tokens; the table says ~{table}+.",
  "docsNote.cell-differs": "{pattern} on {scenario}: {figures}.",
  "docsNote.calls": "the docs count {docs} calls, the run makes {measured}",
  "docsNote.callsAtLeast": "the docs count {docs}+ calls, the run makes {measured}",
  "docsNote.tokens": "the docs estimate ~{docs} tokens, the run's calls read {measured}",
  "docsNote.stateful-router": "The docs say wrapping the router as a tool of a stateful agent saves calls on follow-ups; on {scenario} it makes {asTool} calls against the stateless router's {stateless}: the agent's own two calls per turn come on top, and the router still runs in full each turn.",
  "docsReason.router-synthesizes": "The docs' router workflow (their tutorial, and their scenario 3 breakdown) always ends with a synthesis call, which their single-task count leaves out.",
  "docsReason.no-research-call": "The docs count separate research calls here but one call per subagent or router specialist; with the same specialists answering from documentation already in context, every pattern makes one call per specialist.",
  "docsReason.documents-read-once": "Once loaded, a document is read by the call that answers from it, not by a string of later calls.",
  "docsReason.small-base-prompt": "The docs budget about 1K tokens of base prompt per call; the prompts here are a line each.",
} as const satisfies Record<string, string>;

/** Every text key. */
export type TextKey = keyof typeof en;

/** A complete catalog: one string per key. */
export type Catalog = Record<TextKey, string>;

/** Catalogs by locale. A new language: its id in the engine's `LOCALES` and a `Catalog` object here. */
export const CATALOGS: Record<Locale, Catalog> = { en, zh };

export type { TextParams };

/** The text for a key in a locale, with `{name}` placeholders filled. Unknown placeholders stay visible. */
export function translate(locale: Locale, key: TextKey, params?: TextParams): string {
  return fillText(CATALOGS[locale][key], params);
}

/** English text for a key; for code outside React (document title, aria strings built in helpers). */
export function t(key: TextKey, params?: TextParams): string {
  return translate("en", key, params);
}
