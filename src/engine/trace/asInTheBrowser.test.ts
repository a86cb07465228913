import { AsyncLocalStorageProviderSingleton } from "@langchain/core/singletons";
import { Annotation, END, START, StateGraph } from "@langchain/langgraph";
import { expect, it } from "vitest";
import "./asInTheBrowser";

it("a graph's node finds no config but the one it is handed, in Node as in the browser", async () => {
  let ambient: unknown = "not looked";
  const graph = new StateGraph(Annotation.Root({ seen: Annotation<boolean> }))
    .addNode("look", () => {
      ambient = AsyncLocalStorageProviderSingleton.getRunnableConfig();
      return { seen: true };
    })
    .addEdge(START, "look")
    .addEdge("look", END)
    .compile();
  expect(await graph.invoke({ seen: false })).toEqual({ seen: true });
  expect(ambient).toBeUndefined();
});
