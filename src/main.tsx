import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { layouts } from "virtual:prepared-trace";
import { App } from "./App";
import "./index.css";
import { getAppStore } from "./store/appStore";
import { seedLayouts } from "./ui/flow/layoutCache";
import { bootShare } from "./ui/share/bootShare";

// The opening diagram's layout was made at build time by the same code, so the first paint runs no
// dagre. (A dev server lays out live, so edits to the layout code show at once.)
if (import.meta.env.PROD) seedLayouts(layouts);

// Start the first run before React mounts: the worker loads the runtime while the shell paints.
// bootShare opens the address bar's share link (or runs the default) and keeps the bar in step.
bootShare(getAppStore());

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
