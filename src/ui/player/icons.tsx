/** Player icons as inline SVG (emoji media glyphs are missing from many system fonts). */

const svg = { width: 14, height: 14, viewBox: "0 0 16 16", fill: "currentColor", "aria-hidden": true } as const;

export const IconPlay = () => (
  <svg {...svg}>
    <path d="M4 2.5v11l9-5.5z" />
  </svg>
);
export const IconPause = () => (
  <svg {...svg}>
    <rect x="3.5" y="2.5" width="3" height="11" rx="0.5" />
    <rect x="9.5" y="2.5" width="3" height="11" rx="0.5" />
  </svg>
);
export const IconStepForward = () => (
  <svg {...svg}>
    <path d="M3.5 3v10l7-5z" />
    <rect x="11" y="3" width="2" height="10" rx="0.5" />
  </svg>
);
export const IconStepBack = () => (
  <svg {...svg}>
    <path d="M12.5 3v10l-7-5z" />
    <rect x="3" y="3" width="2" height="10" rx="0.5" />
  </svg>
);
export const IconJumpStart = () => (
  <svg {...svg}>
    <rect x="2" y="3" width="2" height="10" rx="0.5" />
    <path d="M9 3v10L4.5 8zM14 3v10L9.5 8z" />
  </svg>
);
export const IconJumpEnd = () => (
  <svg {...svg}>
    <path d="M2 3v10l4.5-5zM7 3v10l4.5-5z" />
    <rect x="12" y="3" width="2" height="10" rx="0.5" />
  </svg>
);
