import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import "./index.css";
import { getAppStore } from "./store/appStore";
import { bootShare } from "./ui/share/bootShare";

// Start the first run before React mounts: the worker loads the runtime while the shell paints.
// bootShare opens the address bar's share link (or runs the default) and keeps the bar in step.
bootShare(getAppStore());

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
