/**
 * The performance mark the diagram sets each time it has taken in a trace. The app starts what the
 * first paint does without once it is there; benchmarks time the first paint by it.
 */
export const DIAGRAM_SHOWN = "diagram-shown";
