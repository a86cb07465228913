import { refund9821 } from "./refund9821";
import type { Scenario } from "./types";

/**
 * Seed 003 §7's fake swarm: the refund walkthrough's handoffs, but every one passes a coordinator
 * that reads the whole transcript. The check asks the seed's one question from what each model saw.
 */
export const fakeSwarm: Scenario = {
  ...refund9821,
  id: "fake-swarm",
  title: { en: "Fake swarm: a hidden coordinator reads everything", zh: "假 swarm：隐藏的协调者什么都看" },
  summary: {
    en: "Reception hands over to refund as in refund-9821, but the handoff passes a coordinator node whose model reads every agent's raw output and picks who goes next. Is any node allowed to see every worker's raw output? The check answers from the model inputs; turn the coordinator off and the answer changes.",
    zh: "接待像 refund-9821 里一样交给退款，但交接要经过一个协调节点，它的模型读所有 agent 的原文，再决定下一位。有没有一个节点被允许看见所有 worker 的原文？检查从模型输入里给出答案；关掉协调者，答案就变了。",
  },
  narrative: [
    {
      en: "Seed 003 §7: on the surface the agents hand over to each other; underneath, every handoff goes through a coordinator. Follow the path: reception → coordinator → refund. The coordinator's model call receives the whole transcript: the user's line, reception's lookup_order result, its handoff. The check “No node sees every worker's raw output” fails and names the coordinator's call: structurally this is a supervisor dressed as a swarm.",
      zh: "第 003 篇第七节：表面上 agent 之间互相交接；底下每次交接都经过协调者。看路径：reception → coordinator → refund。协调者的模型调用收到了整段记录：用户那句话、接待的 lookup_order 结果、它的交接。「没有节点看见所有 worker 原文」这项检查失败，并指出协调者的那次调用：结构上这就是披着 swarm 外衣的 supervisor。",
    },
    {
      en: "Everything else is as trimmed as in refund-9821: refund still gets only the brief, the allow-list is recomputed, the handoff is logged. That is the trap the seed names: the handoff protocol looks right, and one node still sees everything, with the window problem of a supervisor and the loops of a swarm. Turn hidden coordinator off and the same check passes: no model call holds another agent's raw output.",
      zh: "其余部分和 refund-9821 一样裁剪过：退款仍只拿到简报，白名单重算，交接有记录。这正是种子说的陷阱：交接协议看起来没问题，却仍有一个节点什么都看，既有 supervisor 的窗口问题，又有 swarm 的环路。关掉隐藏协调者，同一项检查就通过：没有哪次模型调用拿到别的 agent 的原文。",
    },
    {
      en: "The library's createSwarm is closer to this than to a real swarm: run research-code on swarm and open the coder's first model call; it holds the researcher's search result and conclusion verbatim, because createSwarm hands every active agent the whole messages list (seed 003 §7 says the same of the Python create_swarm). The guarded swarm trims in the handoff node instead.",
      zh: "库里的 createSwarm 更接近这种结构，而不是真正的 swarm：在 swarm 上运行 research-code，打开 coder 的第一次模型调用，里面原样有研究员的检索结果和结论，因为 createSwarm 把整个 messages 交给每一个 active agent（第 003 篇第七节对 Python 的 create_swarm 也是这么说的）。带闸的 swarm 则在交接节点里裁剪。",
    },
  ],
  router: { name: "coordinator", prompt: "你是协调函数：读完整记录，决定下一位 agent。" },
  routerScripts: { "swarm-guarded": [{ toolCalls: [{ name: "transfer_to_refund" }] }] },
  topologies: ["swarm-guarded"],
  knobs: { hiddenCoordinator: true },
};
