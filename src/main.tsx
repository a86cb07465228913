import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import "./index.css";
import { getAppStore } from "./store/appStore";

// Start the first run before React mounts: the worker loads the runtime while the shell paints.
getAppStore().getState().requestRun({ keepPlayhead: false });

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
