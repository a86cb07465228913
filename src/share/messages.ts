import { fillText, type Locale, type LocalizedText } from "../engine/localizedText";

/**
 * What the share layer tells a person (a link that did not open, a scenario that is not valid, a
 * stored value that could not be read), as data: a code and its parameters. The words live in
 * {@link MESSAGES}, one row per code in every language (like the checks' reasons), and
 * {@link wordMessage} puts them together in the reader's language; the CLI words them in English.
 */
export interface Message {
  readonly code: MessageCode;
  readonly params?: Readonly<Record<string, MessageParam>>;
}

/** A parameter: data shown as is (a name, a raw value), a number written in the reader's style, or more words. */
export type MessageParam = string | number | Message | readonly Message[];

/** The words of every message. `{name}` placeholders take the message's params. */
export const MESSAGES = {
  // Writing a link
  "link.customTooLarge": {
    en: "This custom scenario is too large for a link ({length} characters; links stay under {limit} so chat apps keep them whole). Export the scenario as a JSON file and send the file instead.",
    zh: "这个自定义场景太大，放不进链接（{length} 个字符；链接保持在 {limit} 个字符以内，聊天软件才不会截断它）。请把场景导出为 JSON 文件，改为发送文件。",
  },
  "link.stateTooLarge": {
    en: "This state is too large for a link ({length} characters; links stay under {limit} so chat apps keep them whole). Export the scenario as a JSON file and send the file instead.",
    zh: "当前状态太大，放不进链接（{length} 个字符；链接保持在 {limit} 个字符以内，聊天软件才不会截断它）。请把场景导出为 JSON 文件，改为发送文件。",
  },

  // Reading a link
  "link.brokenEscape": {
    en: 'The link contains a broken escape sequence near "{near}"; it was probably cut off or edited.',
    zh: "链接在“{near}”附近有损坏的转义序列；它可能被截断或改动过。",
  },
  "link.unreadable": { en: "The link could not be read ({detail}).", zh: "无法读取这个链接（{detail}）。" },
  "link.tooLongToOpen": {
    en: "The link is too long to open ({length} characters; the limit is {limit}).",
    zh: "链接太长，无法打开（{length} 个字符；上限是 {limit}）。",
  },
  "link.noVersion": {
    en: "The link has no version (v=…), so it is not a playground link or it was cut off.",
    zh: "链接没有版本号（v=…），所以它不是本演练场的链接，或者被截断了。",
  },
  "link.newerVersion": {
    en: "The link was made by a newer version of the playground (link version {version}); this one reads version {supported} links.",
    zh: "这个链接由更新版本的演练场生成（链接版本 {version}）；当前版本只读取版本 {supported} 的链接。",
  },
  "link.unknownVersion": {
    en: 'The link has version "{version}", which no playground has ever written (this one reads version {supported}).',
    zh: "链接的版本是“{version}”，没有哪个版本的演练场写过这样的链接（当前版本读取版本 {supported}）。",
  },
  "link.unknownScenario": {
    en: 'The link asks for a scenario called "{name}", but there is no built-in scenario by that name; the scenario picker lists all {count}.',
    zh: "链接要求名为“{name}”的场景，但没有这个名字的内置场景；场景选择器列出了全部 {count} 个。",
  },
  "link.unknownScenarioClosest": {
    en: 'The link asks for a scenario called "{name}", but there is no built-in scenario by that name. Did you mean {closest}? The scenario picker lists all {count}.',
    zh: "链接要求名为“{name}”的场景，但没有这个名字的内置场景。你要找的是不是 {closest}？场景选择器列出了全部 {count} 个。",
  },
  "link.invalidScenario": { en: "The scenario in the link is not valid: {issues}.", zh: "链接里的场景无效：{issues}。" },
  "link.invalidScenarioMore": {
    en: "The scenario in the link is not valid: {issues} (and {more} more).",
    zh: "链接里的场景无效：{issues}（另有 {more} 个问题）。",
  },
  "link.topologyNotPlayed": {
    en: 'The scenario "{scenario}" is not played on the {topology} topology (it plays: {plays}); it opened on {opened}.',
    zh: "场景“{scenario}”不在 {topology} 拓扑上运行（它运行于：{plays}）；已在 {opened} 上打开。",
  },
  "link.badStep": {
    en: 'The step "{raw}" in the link is not a whole number from 0 to {max}; it was ignored.',
    zh: "链接里的步骤“{raw}”不是 0 到 {max} 之间的整数，已忽略。",
  },
  "link.badCall": {
    en: 'The model call "{raw}" in the link is not a whole number from 0 to {max}; it was ignored.',
    zh: "链接里的模型调用“{raw}”不是 0 到 {max} 之间的整数，已忽略。",
  },
  "link.badPanelName": {
    en: 'The panel list in the link contains "{name}", which is not a panel name; the panels were left as they are.',
    zh: "链接的面板列表包含“{name}”，它不是面板名；面板保持不变。",
  },
  "link.unknownPanelsApplied": {
    en: "The panel list in the link names panels that do not exist ({names}; the panels are: {list}); the other panels in the list were applied.",
    zh: "链接的面板列表里有不存在的面板（{names}；面板有：{list}）；列表里的其他面板已应用。",
  },
  "link.unknownPanelsIgnored": {
    en: "The panel list in the link names panels that do not exist ({names}; the panels are: {list}); the panels were left as they are.",
    zh: "链接的面板列表里有不存在的面板（{names}；面板有：{list}）；面板保持不变。",
  },
  "link.compareUnknownKnob": {
    en: 'The comparison in the link names "{name}", which is not a knob; it was ignored.',
    zh: "链接里的对比提到“{name}”，它不是旋钮，已忽略。",
  },
  "link.modelsUnknownModel": {
    en: 'The models in the link name "{model}", which is not in the price table ({list}); it was ignored.',
    zh: "链接里的模型设置提到“{model}”，它不在价格表里（{list}），已忽略。",
  },
  "link.modelsUnknownRole": {
    en: 'The models in the link name "{name}", which is neither router, worker nor @agent; it was ignored.',
    zh: "链接里的模型设置提到“{name}”，它既不是 router、worker，也不是 @智能体，已忽略。",
  },
  "link.badDiagramView": {
    en: 'The diagram view in the link contains "{raw}", which is neither "agents", "*", "-" nor a group name; the diagram was left as it opens.',
    zh: "链接里的图视图包含“{raw}”，它既不是“agents”“*”“-”，也不是分组名；图保持默认的打开方式。",
  },
  "link.compareUnknownScenario": {
    en: 'The comparison in the link plays a scenario called "{name}", which is not a built-in scenario; B plays the link\'s own scenario instead.',
    zh: "链接里的对比要播放名为“{name}”的场景，它不是内置场景；B 改为播放链接自己的场景。",
  },
  "link.badLanguage": {
    en: 'The language "{raw}" in the link is not one of {list}; it was ignored.',
    zh: "链接里的语言“{raw}”不在 {list} 之中，已忽略。",
  },
  "link.badLesson": {
    en: 'The lesson step "{raw}" in the link is not a step from 1 to {max}; it was ignored.',
    zh: "链接里的课程步骤“{raw}”不是 1 到 {max} 之间的步骤，已忽略。",
  },
  "link.hideUnknownKnob": {
    en: 'The link hides "{name}", which is not a knob; it was ignored.',
    zh: "链接要隐藏“{name}”，它不是旋钮，已忽略。",
  },
  "link.badViewSwitch": {
    en: 'The switch "{param}={raw}" in the link is neither 1 nor 0; it was ignored.',
    zh: "链接里的开关“{param}={raw}”既不是 1 也不是 0，已忽略。",
  },
  "link.badDecisions": {
    en: "The decisions in the link are not a list of at most {max} approve, reject or edit entries; they were ignored.",
    zh: "链接里的决定不是最多 {max} 条 approve、reject 或 edit 组成的列表，已忽略。",
  },
  "link.badDecisionEdit": {
    en: "An edit in the link's decisions has arguments that are not short texts, numbers or true/false; the decisions were ignored.",
    zh: "链接的决定里有一条 edit 的参数不是短文本、数字或 true/false；这些决定已忽略。",
  },
  "link.openedLastGood": { en: "The playground opened the last state that worked instead.", zh: "演练场改为打开了上一次正常的状态。" },
  "link.openedDefault": { en: "The playground opened the default scenario instead.", zh: "演练场改为打开了默认场景。" },
  "link.customIdTaken": {
    en: "The custom scenario in the link has the id “{id}”, which another scenario in the picker already has; it is listed as “{listed}”, so neither hides the other.",
    zh: "链接里的自定义场景的 id 是“{id}”，选择器里已有另一个场景用了这个 id；它以“{listed}”列出，两者互不遮挡。",
  },
  "link.badFork": {
    en: "The fork in the link is not a step, an agent and a reply; the run opens without it.",
    zh: "链接里的分叉不是“步骤、智能体、回复”三者；运行不带它打开。",
  },

  // Knob values (in a link, on the command line)
  "knob.badValue": {
    en: 'The knob "{name}" cannot be "{raw}" (it takes {values}); it was left at its default.',
    zh: "旋钮“{name}”不能取“{raw}”（它接受{values}），已保持默认值。",
  },
  "knob.badValueNotation": {
    en: 'The knob "{name}" cannot be "{raw}" (it takes {values}, written in plain decimal digits); it was left at its default.',
    zh: "旋钮“{name}”不能取“{raw}”（它接受{values}，用普通十进制数字书写），已保持默认值。",
  },
  "knob.valuesEnum": { en: "one of {choices}", zh: "以下之一：{choices}" },
  "knob.valuesBoolean": { en: "true or false", zh: "true 或 false" },
  "knob.valuesWholeRange": { en: "a whole number from {min} to {max}", zh: "{min} 到 {max} 之间的整数" },
  "knob.valuesRange": { en: "a number from {min} to {max}", zh: "{min} 到 {max} 之间的数" },
  "knob.valuesNumber": { en: "a number", zh: "一个数" },

  // Untrusted JSON and what it was
  "json.tooLarge": {
    en: "The {subject} is too large ({length} characters; the limit is {limit}).",
    zh: "{subject}太大（{length} 个字符；上限是 {limit}）。",
  },
  "json.invalid": { en: "The {subject} is not valid JSON ({detail}).", zh: "{subject}不是有效的 JSON（{detail}）。" },
  "json.tooDeep": {
    en: "The {subject} is nested more than {max} levels deep, which no scenario needs.",
    zh: "{subject}嵌套超过 {max} 层，没有哪个场景需要这么深。",
  },
  "json.forbiddenKey": {
    en: 'The {subject} contains the key "{key}" (at {path}), which is not allowed because it could tamper with the app\'s objects.',
    zh: "{subject}包含键“{key}”（位于 {path}），这个键不允许使用，因为它可能篡改应用的对象。",
  },
  "subject.linkScenario": { en: "scenario in the link", zh: "链接里的场景" },
  "subject.linkDecisions": { en: "list of decisions in the link", zh: "链接里的决定列表" },
  "subject.linkFork": { en: "fork in the link", zh: "链接里的分叉" },
  "subject.file": { en: "file", zh: "文件" },
  "subject.arguments": { en: "arguments", zh: "参数" },
  "subject.storedValue": { en: "stored value", zh: "存储的值" },

  // A compressed scenario in a link
  "lz.damaged": {
    en: "The compressed scenario in the link is damaged ({why}). The link was probably cut off or edited.",
    zh: "链接里压缩的场景已损坏（{why}）。链接可能被截断或改动过。",
  },
  "lz.empty": { en: "it is empty", zh: "它是空的" },
  "lz.badChar": { en: 'it contains "{char}", which compression never produces', zh: "它包含“{char}”，压缩从不产生这个字符" },
  "lz.badStart": { en: "it does not start like compressed data", zh: "它的开头不像压缩数据" },
  "lz.endsEarly": { en: "it ends too early", zh: "它提前结束了" },
  "lz.missingData": { en: "it refers to data that is not there", zh: "它引用了不存在的数据" },
  "lz.tooLarge": {
    en: "The scenario in the link expands to more than {limit} characters, which is more than any scenario needs; it was not opened.",
    zh: "链接里的场景解压后超过 {limit} 个字符，超出任何场景所需；没有打开。",
  },

  // A scenario's problems: where, then why
  "issue.at": { en: "{path}: {reason}", zh: "{path}：{reason}" },
  "scenario.notObject": { en: "a scenario must be a JSON object ({ … })", zh: "场景必须是一个 JSON 对象（{ … }）" },
  "scenario.notPlainData": { en: "the scenario is not plain JSON data", zh: "场景不是纯 JSON 数据" },
  "scenario.tooLarge": { en: "the scenario is too large: {size} characters of JSON, the limit is {limit}", zh: "场景太大：JSON 有 {size} 个字符，上限是 {limit}" },
  "scenario.forbiddenKey": { en: 'the key "{key}" is not allowed', zh: "不允许使用键“{key}”" },
  "scenario.bidiName": {
    en: "names may not contain invisible text-direction characters (such as U+202E), which let one name pose as another",
    zh: "名字不能包含不可见的文字方向字符（如 U+202E），它们能让一个名字冒充另一个",
  },
  "scenario.badId": {
    en: 'only letters (a–z, A–Z), digits, "-", "_" and "." are allowed, starting with a letter or a digit: an id names files and is written into generated scripts',
    zh: "只能使用字母（a–z、A–Z）、数字和“-”、“_”、“.”，并以字母或数字开头：id 会用作文件名，也会写进生成的脚本",
  },
  "scenario.argsTooLong": { en: "arguments are too long: at most {max} characters of JSON", zh: "参数太长：JSON 最多 {max} 个字符" },
  "scenario.replyNeedsText": { en: "a reply needs text, tool calls, or both", zh: "回复需要文本、工具调用，或两者都有" },
  "scenario.needUserTurn": { en: "add at least one user turn", zh: "至少添加一个用户轮次" },
  "scenario.needAgent": { en: "add at least one agent", zh: "至少添加一个智能体" },
  "scenario.needTeamMember": { en: "a team needs at least one member", zh: "团队至少需要一名成员" },
  "scenario.needTopology": { en: "pick at least one topology", zh: "至少选择一个拓扑" },
  "scenario.reservedName": { en: '"{name}" is reserved by LangGraph; pick another name', zh: "“{name}”是 LangGraph 的保留名；请换一个名字" },
  "scenario.reservedChar": {
    en: '"{char}" is not allowed in agent names (LangGraph uses it to separate nested graphs)',
    zh: "智能体名里不能有“{char}”（LangGraph 用它分隔嵌套图）",
  },
  "scenario.sameAsRouter": {
    en: '"{name}" is also the router\'s name; agents and the router need different names',
    zh: "“{name}”也是路由的名字；智能体和路由需要不同的名字",
  },
  "scenario.duplicateAgent": {
    en: 'another agent (agents[{earlier}]) is already named "{name}"; names must be unique',
    zh: "另一个智能体（agents[{earlier}]）已经叫“{name}”；名字必须唯一",
  },
  "scenario.handoffClash": {
    en: '"{name}" and agents[{clash}] both get the handoff tool {tool}; make the names differ in more than case or spacing',
    zh: "“{name}”和 agents[{clash}] 会得到同一个 handoff 工具 {tool}；名字的区别不能只在大小写或空格",
  },
  "scenario.duplicateTool": {
    en: 'another tool (tools[{earlier}]) is already named "{name}"; names must be unique',
    zh: "另一个工具（tools[{earlier}]）已经叫“{name}”；名字必须唯一",
  },
  "scenario.badPredictAnswer": {
    en: 'the answer "{answer}" must be one figure in braces, such as {example} (figures: {figures})',
    zh: "答案“{answer}”必须是一个放在花括号里的数字名，例如 {example}（可用：{figures}）",
  },
  "scenario.unknownTool": { en: 'no tool named "{tool}" in tools (tools: {tools})', zh: "tools 里没有名为“{tool}”的工具（现有：{tools}）" },
  "scenario.toolNotAllowed": {
    en: 'tool "{tool}" is not one of the agent\'s tools or a handoff tool (it can call: {allowed})',
    zh: "工具“{tool}”既不是这个智能体的工具，也不是 handoff 工具（它能调用：{allowed}）",
  },
  "scenario.routerToolNotAllowed": {
    en: 'the router cannot call "{tool}" under {topology}: it only has handoff tools ({allowed})',
    zh: "在 {topology} 下路由不能调用“{tool}”：它只有 handoff 工具（{allowed}）",
  },
  "scenario.unknownMember": { en: 'no agent named "{member}" (agents: {agents})', zh: "没有名为“{member}”的智能体（现有：{agents}）" },
  "scenario.leadToolNotAllowed": {
    en: 'tool "{tool}" is not a handoff to a member of {team} (it can call: {allowed})',
    zh: "工具“{tool}”不是移交给 {team} 成员的工具（它能调用：{allowed}）",
  },
  "scenario.unknownScriptAgent": {
    en: 'no agent or team lead named "{agent}" (agents: {agents})',
    zh: "没有名为“{agent}”的智能体或团队负责人（现有：{agents}）",
  },
  "scenario.agentToolNotAllowed": {
    en: 'tool "{tool}" is not one of {agent}\'s tools or a handoff tool (it can call: {allowed})',
    zh: "工具“{tool}”既不是 {agent} 的工具，也不是 handoff 工具（它能调用：{allowed}）",
  },
  "scenario.topologyTwice": { en: '"{topology}" is listed twice', zh: "“{topology}”列出了两次" },
  "scenario.noNames": { en: "none", zh: "无" },

  // Schema problems, worded from zod's issue codes
  "value.missing": { en: "is missing", zh: "缺失" },
  "value.expected": { en: "expected {expected}, got {got}", zh: "应为{expected}，实际是{got}" },
  "value.notEmpty": { en: "must not be empty", zh: "不能为空" },
  "value.minChars": { en: "must have at least {min} characters", zh: "至少要有 {min} 个字符" },
  "value.minOneEntry": { en: "needs at least 1 entry", zh: "至少需要 1 项" },
  "value.minEntries": { en: "needs at least {min} entries", zh: "至少需要 {min} 项" },
  "value.atLeast": { en: "must be at least {min}", zh: "不能小于 {min}" },
  "value.maxChars": { en: "is too long: at most {max} characters", zh: "太长：最多 {max} 个字符" },
  "value.maxEntries": { en: "has too many entries: at most {max}", zh: "项太多：最多 {max} 项" },
  "value.atMost": { en: "must be at most {max}", zh: "不能大于 {max}" },
  "value.oneOf": { en: "must be one of {values}", zh: "必须是以下之一：{values}" },
  "value.other": { en: "{detail}", zh: "{detail}" },
  "kind.text": { en: "text", zh: "文本" },
  "kind.number": { en: "a number", zh: "数字" },
  "kind.boolean": { en: "true or false", zh: "true 或 false" },
  "kind.list": { en: "a list", zh: "列表" },
  "kind.object": { en: "an object", zh: "对象" },
  "kind.nothing": { en: "nothing", zh: "空" },
  "kind.null": { en: "null", zh: "null" },
  "kind.other": { en: "a {type}", zh: "{type}" },

  // Stored values
  "stored.wrongVersion": {
    en: "it has format version {found}; this build reads version {expected}",
    zh: "它的格式版本是 {found}；当前版本读取版本 {expected}",
  },
  "stored.unreadable": { en: "it is not readable", zh: "无法读取" },
  "stored.noVersion": { en: "it has no format version", zh: "它没有格式版本" },
  "stored.undoStep": { en: "an undo step", zh: "一个撤销步骤" },
  "stored.redoStep": { en: "a redo step", zh: "一个重做步骤" },
  "stored.noLongerKept": { en: "it is no longer kept", zh: "它已不再保留" },
  "file.tooLarge": {
    en: "the file is {size} bytes; a scenario is at most {limit} characters",
    zh: "文件有 {size} 字节；一个场景最多 {limit} 个字符",
  },
  "args.notObject": { en: 'expected an object like {"query": "…"}', zh: '应为一个对象，例如 {"query": "…"}' },
  "stored.inStep": { en: "{step} {path}: {reason}", zh: "{step} {path}：{reason}" },
} as const satisfies Record<string, LocalizedText>;

/** The code of a message: a row of {@link MESSAGES}. */
export type MessageCode = keyof typeof MESSAGES;

/** A message with its parameters. */
export function message(code: MessageCode, params?: Message["params"]): Message {
  return params ? { code, params } : { code };
}

/** Whether a value is a message (and not a parameter's plain text or number). */
function isMessage(value: MessageParam): value is Message {
  return typeof value === "object" && !Array.isArray(value);
}

// Built once: `toLocaleString` makes a formatter per call, and checks word numbers on every run.
const NUMBER_STYLE: Record<Locale, Intl.NumberFormat> = { en: new Intl.NumberFormat("en-US"), zh: new Intl.NumberFormat("zh-CN") };
const LIST_SEPARATOR: Record<Locale, string> = { en: "; ", zh: "；" };

/** The message in a locale's words, its parameters worded too; numbers in the locale's style. */
export function wordMessage(text: Message, locale: Locale): string {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(text.params ?? {})) params[name] = wordParam(value, locale);
  return fillText(MESSAGES[text.code][locale], params);
}

function wordParam(value: MessageParam, locale: Locale): string {
  if (typeof value === "number") return NUMBER_STYLE[locale].format(value);
  if (typeof value === "string") return value;
  if (isMessage(value)) return wordMessage(value, locale);
  return value.map((item) => wordMessage(item, locale)).join(LIST_SEPARATOR[locale]);
}
